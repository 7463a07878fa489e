import { describe, expect, it } from "vitest";
import { parseReviewDate } from "./parseDate";
import { splitPastedReviews } from "./parsePaste";

// 2026-11-20 12:00 in São Paulo.
const now = new Date("2026-11-20T15:00:00Z");
const read = (text: string) =>
  splitPastedReviews(text, now).map((r) => [r.stars, r.reviewDate, r.orderShortId, r.text]);

describe("splitPastedReviews", () => {
  it("reads one review with no header as today's, without a grade", () => {
    expect(read("  A batata veio mole.  ")).toEqual([[null, "2026-11-20", null, "A batata veio mole."]]);
  });

  it("keeps a one-word review that follows its header instead of taking it for a name", () => {
    expect(read("★★★★★\nAdorei\n★★☆☆☆\nFria")).toEqual([
      [5, "2026-11-20", null, "Adorei"],
      [2, "2026-11-20", null, "Fria"],
    ]);
  });

  it("reads the portal's card copied line by line: name, grade, date, order, text", () => {
    const text = [
      "Ana",
      "4",
      "18/11/2026",
      "Pedido nº 1234",
      "Boa, mas veio sem guardanapo.",
      "",
      "Carlos",
      "1",
      "ontem às 21:10",
      "Nunca chegou.",
    ].join("\n");
    expect(read(text)).toEqual([
      [4, "2026-11-18", "1234", "Boa, mas veio sem guardanapo."],
      [1, "2026-11-19", null, "Nunca chegou."],
    ]);
  });

  it("drops a grade with no comment and keeps multi-line texts together", () => {
    expect(read("Nota 5\n\nNota 3\nVeio certo.\nMas demorou.")).toEqual([
      [3, "2026-11-20", null, "Veio certo.\nMas demorou."],
    ]);
  });
});

describe("parseReviewDate", () => {
  it.each([
    ["12/11/2026", "2026-11-12"],
    ["12/11/26 14:05", "2026-11-12"],
    ["2026-11-12", "2026-11-12"],
    ["2026-11-21T01:00:00Z", "2026-11-20"],
    ["12 de nov. de 2026", "2026-11-12"],
    ["há 3 dias", "2026-11-17"],
    ["hoje", "2026-11-20"],
  ])("%s is %s", (raw, day) => expect(parseReviewDate(raw, now)).toBe(day));

  it.each(["31/02/2026", "12/13/2026", "amanhã talvez", "5"])("%s is no date", (raw) =>
    expect(parseReviewDate(raw, now)).toBeNull(),
  );
});
