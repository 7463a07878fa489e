import { describe, expect, it } from "vitest";
import { adminDisplayName, testEmailSchema } from "./admin";

describe("adminDisplayName (SPEC §2)", () => {
  it("is first plus last name", () => {
    expect(adminDisplayName({ firstName: "Ana", lastName: "Souza", email: "ana@x.com" })).toBe("Ana Souza");
  });

  it("uses whichever name part exists", () => {
    expect(adminDisplayName({ firstName: "Ana", lastName: null, email: "ana@x.com" })).toBe("Ana");
    expect(adminDisplayName({ firstName: "  ", lastName: "Souza", email: "ana@x.com" })).toBe("Souza");
  });

  it("falls back to the part of the email before the @", () => {
    expect(adminDisplayName({ firstName: null, lastName: null, email: "pizzaria.bella@x.com" })).toBe(
      "pizzaria.bella",
    );
    expect(adminDisplayName({ firstName: "", lastName: "", email: "joao@acai.com" })).toBe("joao");
  });
});

describe("testEmailSchema (SPEC §5)", () => {
  it("says the destination is required when blank", () => {
    const result = testEmailSchema.safeParse({ email: "   ", subject: "Oi", message: "Teste" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Email é obrigatório");
  });

  it("trims and accepts a valid destination without subject or message", () => {
    expect(testEmailSchema.parse({ email: " dono@restaurante.com " })).toEqual({
      email: "dono@restaurante.com",
    });
  });
});
