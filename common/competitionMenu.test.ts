import { describe, expect, it } from "vitest";
import { menuPasteProblem, parseMenuText, sizeOf } from "./competitionMenu";

const pick = (text: string) =>
  parseMenuText(text).dishes.map((d) => [d.name, d.priceCents, d.section, d.size, d.priceNote]);

describe("parseMenuText", () => {
  it("reads an iFood page as copied: sections, descriptions between name and price, badges skipped", () => {
    const ifood = `Destaques
Mais pedido
Pizza Calabresa Grande
Calabresa fatiada, cebola e azeitonas. 8 fatias
R$ 54,90
Pizzas Salgadas
Pizza Margherita
Molho de tomate, mussarela de búfala e manjericão fresco
Serve 2 pessoas
R$ 49,90
Pizza Portuguesa
Presunto, ovos, cebola, ervilha e mussarela
R$ 52
Bebidas
Coca-Cola 2L
R$ 14,00
Guaraná Antarctica Lata 350 ml
R$ 6,50`;
    const { dishes, notUnderstood } = parseMenuText(ifood);
    expect(dishes.map((d) => [d.name, d.priceCents, d.section, d.size])).toEqual([
      ["Pizza Calabresa Grande", 5490, "Destaques", "grande"],
      ["Pizza Margherita", 4990, "Pizzas Salgadas", "serve 2 pessoas"],
      ["Pizza Portuguesa", 5200, "Pizzas Salgadas", null],
      ["Coca-Cola 2L", 1400, "Bebidas", "2 l"],
      ["Guaraná Antarctica Lata 350 ml", 650, "Bebidas", "350 ml"],
    ]);
    expect(dishes[1]?.description).toBe(
      "Molho de tomate, mussarela de búfala e manjericão fresco Serve 2 pessoas",
    );
    expect(notUnderstood).toEqual([]);
  });

  it("takes the 'por' of a promotion, 'a partir de', '2 por R$ 50' and the lower of two prices side by side", () => {
    const text = `Lanches
X-Burger
Pão, hambúrguer 150g, queijo e salada
de R$ 39,90 por R$ 29,90
X-Salada
A partir de R$ 19,90
Combo Dupla
2 por R$ 50
X-Bacon
R$ 27,90 R$ 34,90
X-Tudo
R$ 44,90R$ 38,00`;
    const dishes = parseMenuText(text).dishes;
    expect(dishes.map((d) => [d.name, d.priceCents, d.oldPriceCents, d.priceNote, d.quantity])).toEqual([
      ["X-Burger", 2990, 3990, "promoção", 1],
      ["X-Salada", 1990, null, "a partir de", 1],
      ["Combo Dupla", 5000, null, "combo", 2],
      ["X-Bacon", 2790, 3490, "promoção", 1],
      ["X-Tudo", 3800, 4490, "promoção", 1],
    ]);
    expect(dishes[0]?.section).toBe("Lanches");
  });

  it("reads one-line dishes (name ..... price) from a site or a WhatsApp menu, with and without cents", () => {
    const text = `CARDÁPIO
Salgados
Coxinha de frango (6 un) ..... R$ 18,00
Pastel de carne - R$ 12
Esfiha aberta de queijo: R$ 7,5
Doces
Brigadeiro gourmet | R$ 4,00`;
    expect(pick(text)).toEqual([
      ["Coxinha de frango (6 un)", 1800, "Salgados", "6 un", null],
      ["Pastel de carne", 1200, "Salgados", null, null],
      ["Esfiha aberta de queijo", 750, "Salgados", null, null],
      ["Brigadeiro gourmet", 400, "Doces", null, null],
    ]);
    expect(parseMenuText(text).notUnderstood).toEqual(["CARDÁPIO"]);
  });

  it("gives each size its own line: 'P R$ 39,90' under the dish's name", () => {
    const text = `Pizza de Calabresa
Calabresa, cebola e orégano
P R$ 39,90
M R$ 49,90
G - R$ 59,90
Açaí
300 ml R$ 16,00
500 ml R$ 22,00`;
    expect(pick(text)).toEqual([
      ["Pizza de Calabresa", 3990, null, "P", null],
      ["Pizza de Calabresa", 4990, null, "M", null],
      ["Pizza de Calabresa", 5990, null, "G", null],
      ["Açaí", 1600, null, "300 ml", null],
      ["Açaí", 2200, null, "500 ml", null],
    ]);
  });

  it("reads a price alone on its line, thousands, a Rappi-like copy with tabs and non-breaking spaces", () => {
    const text =
      "Rodízio Família\tServe 4 pessoas\n1.299,00\nTemaki Salmão\n\nR$\u00a032,90\n-15%\nHot Roll\n(10 unidades)\nR$ 1.049,90";
    const dishes = parseMenuText(text).dishes;
    expect(dishes.map((d) => [d.name, d.priceCents])).toEqual([
      ["Rodízio Família Serve 4 pessoas", 129900],
      ["Temaki Salmão", 3290],
      ["Hot Roll", 104990],
    ]);
    expect(dishes[2]?.size).toBe("10 unidades");
  });

  it("reads a Keeta-like copy: the description under the price goes back to its dish, not to a section", () => {
    const text = `Pizzas Tradicionais
Pizza Calabresa
R$ 42,00
Calabresa fatiada, cebola e azeitonas pretas.
Pizza Quatro Queijos
R$ 47,50
Mussarela, provolone, parmesão e gorgonzola.`;
    const dishes = parseMenuText(text).dishes;
    expect(dishes.map((d) => [d.name, d.priceCents, d.section, d.description])).toEqual([
      ["Pizza Calabresa", 4200, "Pizzas Tradicionais", "Calabresa fatiada, cebola e azeitonas pretas"],
      ["Pizza Quatro Queijos", 4750, "Pizzas Tradicionais", "Mussarela, provolone, parmesão e gorgonzola"],
    ]);
    expect(parseMenuText(text).notUnderstood).toEqual([]);
  });

  it("reads prices split over lines: 'A partir de' above, 'de … / por …', the struck-out price under the new one", () => {
    const text = `X-Salada
A partir de
R$ 19,90
X-Egg
de R$ 31,90
por R$ 24,90
X-Frango
R$ 22,00
R$ 27,50
Batata Frita
R$ 18,00`;
    expect(
      parseMenuText(text).dishes.map((d) => [d.name, d.priceCents, d.oldPriceCents, d.priceNote]),
    ).toEqual([
      ["X-Salada", 1990, null, "a partir de"],
      ["X-Egg", 2490, 3190, "promoção"],
      ["X-Frango", 2200, 2750, "promoção"],
      ["Batata Frita", 1800, null, null],
    ]);
  });

  it("says what it did not understand: lines after the last price, lines with a zero price", () => {
    const text = "Pizza Doce\nR$ 0,00\nSuco de laranja\nR$ 9,90\nHorário: 18h às 23h\nAvaliações";
    const parsed = parseMenuText(text);
    expect(parsed.dishes.map((d) => d.name)).toEqual(["Suco de laranja"]);
    expect(parsed.notUnderstood).toEqual(["R$ 0,00", "Horário: 18h às 23h", "Avaliações"]);
  });

  it("keeps markup as plain text: a dish named like a tag is a name, never HTML", () => {
    const parsed = parseMenuText('<img src=x onerror="alert(1)">\nR$ 10,00');
    expect(parsed.dishes[0]?.name).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("menuPasteProblem", () => {
  it("refuses empty text, a whole page's HTML, more than 200 000 characters; accepts a menu", () => {
    expect(menuPasteProblem("  \n ")).toBe("empty");
    expect(
      menuPasteProblem(
        '<!DOCTYPE html><html><head><title>iFood</title></head><body><div class="x">R$ 29,90</div></body></html>',
      ),
    ).toBe("html");
    expect(menuPasteProblem(`Pizza\nR$ 10,00\n${"a".repeat(200_001)}`)).toBe("tooLong");
    expect(menuPasteProblem("Pizza\nR$ 10,00")).toBeNull();
    // One tag-looking name in a real menu is still a menu.
    expect(menuPasteProblem("<b>Pizza</b>\nR$ 10,00")).toBeNull();
  });
});

describe("sizeOf", () => {
  it("finds P/M/G, ml, litres, slices and the size words", () => {
    expect(sizeOf("Pizza Calabresa G")).toBe("G");
    expect(sizeOf("Suco 300ml")).toBe("300 ml");
    expect(sizeOf("Pizza 8 fatias")).toBe("8 fatias");
    expect(sizeOf("Pizza Broto")).toBe("broto");
    expect(sizeOf("Pizza Média")).toBe("média");
    expect(sizeOf("Marmita de frango")).toBeNull();
  });
});
