import { describe, expect, it } from "vitest";
import { adjectiveForms, agree, contraction, definiteArticle, guessNoun, type Noun } from "./grammar";
import { render } from "./template";

const pizza: Noun = { text: "pizza", gender: "f", number: "s" };
const pasteis: Noun = { text: "pastéis", gender: "m", number: "p" };
const hamburguer: Noun = { text: "hambúrguer", gender: "m", number: "s" };
const coxinhas: Noun = { text: "coxinhas", gender: "f", number: "p" };

describe("agreement", () => {
  it("inflects adjectives by the noun's gender and number", () => {
    expect(adjectiveForms("suculento")).toEqual(["suculento", "suculenta", "suculentos", "suculentas"]);
    expect(adjectiveForms("crocante")).toEqual(["crocante", "crocante", "crocantes", "crocantes"]);
    expect(adjectiveForms("irresistível")).toEqual([
      "irresistível",
      "irresistível",
      "irresistíveis",
      "irresistíveis",
    ]);
    expect(adjectiveForms("difícil")[2]).toBe("difíceis");
    expect(adjectiveForms("acolhedor")[1]).toBe("acolhedora");
    expect(adjectiveForms("bom")).toEqual(["bom", "boa", "bons", "boas"]);
  });

  it("agrees whole phrases, marked or not", () => {
    expect(agree("bem recheado", coxinhas)).toBe("bem recheadas");
    expect(agree("crocante* por fora e macio* por dentro", pizza)).toBe(
      "crocante por fora e macia por dentro",
    );
    expect(agree("no ponto", pizza)).toBe("no ponto");
    expect(agree("quentinho", pasteis)).toBe("quentinhos");
  });

  it("contracts prepositions with the article", () => {
    expect(contraction("de", pizza)).toBe("da");
    expect(contraction("em", pasteis)).toBe("nos");
    expect(contraction("a", hamburguer)).toBe("ao");
    expect(contraction("a", pizza)).toBe("à");
    expect(definiteArticle(coxinhas)).toBe("as");
  });

  it("renders templates with agreement and refuses holes", () => {
    const t = "{Art} {noun} {v:chega|chegam} {adj:quentinho}. Peça já {art} {seu}!";
    expect(render(t, { subject: pizza })).toBe("A pizza chega quentinha. Peça já a sua!");
    expect(render(t, { subject: pasteis })).toBe("Os pastéis chegam quentinhos. Peça já os seus!");
    expect(() => render("Leva {ingredients}.", { subject: pizza })).toThrow(/hole/);
  });

  it("guesses gender from endings and says when it is not sure", () => {
    expect(guessNoun("Kafta")).toMatchObject({ gender: "f", number: "s", sure: true });
    expect(guessNoun("Escondidinho")).toMatchObject({ gender: "m", sure: true });
    expect(guessNoun("Tortas")).toMatchObject({ gender: "f", number: "p" });
    expect(guessNoun("Filé").sure).toBe(false);
  });
});
