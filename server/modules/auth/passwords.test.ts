import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from "./passwords";

const paramsOf = (encoded: string) => encoded.split("$")[3];

describe("passwords", () => {
  it("hash with Argon2id at OWASP's parameters, and the unknown-email hash uses the same ones", async () => {
    const stored = await hashPassword("Feijoada-de-Sabado");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(paramsOf(stored)).toBe(
      `m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}`,
    );
    expect(DUMMY_HASH.startsWith("$argon2id$")).toBe(true);
    expect(paramsOf(DUMMY_HASH)).toBe(paramsOf(stored));
  });

  it("verify the right password only, and never succeed without a stored hash", async () => {
    const stored = await hashPassword("Feijoada-de-Sabado");
    expect(await verifyPassword(stored, "Feijoada-de-Sabado")).toBe(true);
    expect(await verifyPassword(stored, "feijoada-de-sabado")).toBe(false);
    expect(await verifyPassword(undefined, "conta-que-nao-existe")).toBe(false);
    expect(await verifyPassword("não é um hash", "qualquer")).toBe(false);
  });
});
