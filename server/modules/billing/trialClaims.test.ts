import { describe, expect, it } from "vitest";
import { normalisedMailbox } from "./trialClaims";

describe("normalisedMailbox", () => {
  it.each([
    ["Ana.Souza@Gmail.com", "anasouza@gmail.com"],
    ["a.n.a.souza+1@gmail.com", "anasouza@gmail.com"],
    ["anasouza+promo.2@googlemail.com", "anasouza@gmail.com"],
    ["  ANA+teste@exemplo.com.br ", "ana@exemplo.com.br"],
    // Dots count elsewhere: two people may be "ana.souza" and "anasouza" at one company.
    ["ana.souza@exemplo.com.br", "ana.souza@exemplo.com.br"],
    ["ana.souza+x@outlook.com", "ana.souza@outlook.com"],
    // A local part that is only a tag is left as typed.
    ["+ana@exemplo.com.br", "+ana@exemplo.com.br"],
  ])("%s reaches %s", (email, mailbox) => {
    expect(normalisedMailbox(email)).toBe(mailbox);
  });
});
