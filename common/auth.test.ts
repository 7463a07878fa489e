import { describe, expect, it } from "vitest";
import {
  displayName,
  LOGIN_MESSAGES_EN,
  loginSchema,
  makeLoginSchema,
  passwordSchema,
  registerSchema,
  resetPasswordFormSchema,
} from "./auth";
import "./passwordEstimator";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("password schemas (SPEC §5)", () => {
  it("asks 8 to 128 characters and no common password for every new password, with the SPEC's words", () => {
    expect(firstMessage(passwordSchema.safeParse(""))).toBe("Crie uma senha.");
    expect(firstMessage(passwordSchema.safeParse("Quindim"))).toBe("Mínimo 8 caracteres");
    expect(firstMessage(passwordSchema.safeParse("y".repeat(129)))).toMatch(/no máximo 128/);
    expect(firstMessage(passwordSchema.safeParse("iloveyou"))).toBe(
      "Senha fácil de adivinhar. Esta é uma senha usada frequentemente. Junte mais uma ou duas palavras pouco comuns.",
    );
    expect(passwordSchema.safeParse("Quindim-72").success).toBe(true);
    // The issue's example: a word, a symbol and a year is accepted.
    expect(passwordSchema.safeParse("Cozinha@2026").success).toBe(true);
  });
  it("checks only the length at login, in English for the /login page", () => {
    expect(loginSchema.safeParse({ email: "a@b.com", password: "123456" }).success).toBe(true);
    const english = makeLoginSchema(LOGIN_MESSAGES_EN).safeParse({ email: "nope", password: "" });
    expect(english.error?.issues.map((i) => i.message)).toEqual([
      "Enter a valid email, like name@example.com.",
      "Enter your password.",
      "Your password has at least 6 characters.",
    ]);
  });
});

describe("registerSchema", () => {
  it("trims the email and names", () => {
    const parsed = registerSchema.parse({
      email: "  Ana@Exemplo.com ",
      password: "Quindim-72",
      firstName: " Ana ",
      lastName: " Lima",
      planId: 3,
    });
    expect(parsed).toMatchObject({ email: "Ana@Exemplo.com", firstName: "Ana", lastName: "Lima" });
  });
});

describe("resetPasswordFormSchema", () => {
  it("wants the same password twice", () => {
    const result = resetPasswordFormSchema.safeParse({
      password: "Quindim-72",
      confirmPassword: "Quindim-73",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: "As senhas não são iguais.",
    });
  });
});

describe("displayName", () => {
  it("is first plus last name, else the part of the email before the @", () => {
    expect(displayName({ firstName: "Ana", lastName: "Lima", email: "a@b.com" })).toBe("Ana Lima");
    expect(displayName({ firstName: null, lastName: null, email: "dona.ana@b.com" })).toBe("dona.ana");
  });
});
