import { describe, expect, it } from "vitest";
import { estimateWithZxcvbn } from "./passwordEstimator";
import { MIN_PASSWORD_SCORE, weakPasswordMessage, weakPasswordProblem } from "./passwordStrength";

describe("the password strength rule (zxcvbn-ts, pt-BR)", () => {
  it("accepts what is hard to guess, including the issue's 'Cozinha@2026'", () => {
    for (const p of ["Cozinha@2026", "Feijoada-de-Sabado-42", "cozinha da vó 1987!", "Sabor-da-Casa-2026"]) {
      expect(weakPasswordProblem(p), p).toBeNull();
      expect(estimateWithZxcvbn(p).score, p).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });

  it("refuses common passwords, Brazilian words and names with why and how, in Portuguese", () => {
    expect(weakPasswordProblem("123456")).toBe(
      "Senha fácil de adivinhar. Esta é uma senha muito usada. Junte mais uma ou duas palavras pouco comuns.",
    );
    expect(weakPasswordProblem("flamengo")).toMatch(/Palavras simples são fáceis de adivinhar\./);
    expect(weakPasswordProblem("brasil2024")).toMatch(/Nomes e sobrenomes comuns/);
    // No warning from the estimator: our own reason, and its suggestion.
    expect(weakPasswordProblem("Cozinha2026")).toBe(
      "Senha fácil de adivinhar. Ela seria descoberta em poucas tentativas. Junte mais uma ou duas palavras pouco comuns.",
    );
    expect(weakPasswordProblem("P@ssw0rd")).toMatch(/parecida com uma senha muito usada/);
  });

  it("words the message with defaults when the estimator has nothing to say", () => {
    expect(weakPasswordMessage({ score: 1, warning: null, suggestions: [] })).toBe(
      "Senha fácil de adivinhar. Ela seria descoberta em poucas tentativas. Junte três palavras que só você associa, com um número ou símbolo no meio.",
    );
  });
});
