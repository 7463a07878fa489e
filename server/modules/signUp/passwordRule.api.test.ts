import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PASSWORD_MESSAGES } from "../../../common/passwordRule";
import { users } from "../../db/schema";
import { uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * Issue 30: one rule for a new password on every call that makes one. Before,
 * /api/register took 6 characters where /api/billing/trial asked 8; now both,
 * and the reset, refuse under 8 with the SPEC's 'Mínimo 8 caracteres', refuse
 * a guessable password with why and how, and accept the same strong one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ gateway: new RecordingGateway(), env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

const person = () => ({ firstName: "Carla", lastName: "Mendes", email: uniqueEmail("senha"), planId: 3 });
const card = {
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "08/29",
  cardCvc: "321",
  cardholderName: "CARLA MENDES",
};

type SignUpCall = { name: string; send: (password: string) => ReturnType<typeof call>; email?: string };

function signUpCalls(): (SignUpCall & { email: string })[] {
  const viaRegister = person();
  const viaTrial = person();
  return [
    {
      name: "POST /api/register (/register and the sign-up step of /auth and /checkout)",
      email: viaRegister.email,
      send: (password) =>
        call(t.app, "POST", "/api/register", {
          body: { ...viaRegister, password },
          remoteAddress: uniqueAddress(),
        }),
    },
    {
      name: "POST /api/billing/trial (/trial)",
      email: viaTrial.email,
      send: (password) =>
        call(t.app, "POST", "/api/billing/trial", {
          body: { ...viaTrial, ...card, password },
          remoteAddress: uniqueAddress(),
        }),
    },
  ];
}

const accountExists = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`))
    .length > 0;

describe("the one new-password rule", () => {
  for (const signUp of signUpCalls()) {
    describe(signUp.name, () => {
      it("refuses 7 characters with 'Mínimo 8 caracteres' and creates nothing", async () => {
        const res = await signUp.send("Quindim");
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: "VALIDATION_FAILED",
          error: `Confira o campo "password": ${NEW_PASSWORD_MESSAGES.tooShort}`,
        });
        expect(NEW_PASSWORD_MESSAGES.tooShort).toBe("Mínimo 8 caracteres");
        expect(await accountExists(signUp.email)).toBe(false);
      });

      it("refuses an empty password and one over 128 in Portuguese", async () => {
        const empty = await signUp.send("");
        expect(empty.statusCode).toBe(400);
        expect(empty.json().error).toContain("Crie uma senha.");
        const long = await signUp.send(`${"x".repeat(120)}Abc-12345`);
        expect(long.statusCode).toBe(400);
        expect(long.json().error).toContain("no máximo 128 caracteres");
        expect(await accountExists(signUp.email)).toBe(false);
      });

      it("refuses 8 guessable characters with why and how to fix", async () => {
        const res = await signUp.send("12345678");
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/Senha fácil de adivinhar\. .+\. .+/);
        expect(await accountExists(signUp.email)).toBe(false);
      });

      it("accepts a strong password of 9 characters, the same on every sign-up", async () => {
        const res = await signUp.send("Quindim-7");
        expect([200, 201], res.body).toContain(res.statusCode);
        expect(await accountExists(signUp.email)).toBe(true);
      });
    });
  }

  it("the password reset follows the same rule before it looks at the link", async () => {
    const reset = (password: string) =>
      call(t.app, "POST", "/api/reset-password", {
        body: { token: "x".repeat(43), password },
        remoteAddress: uniqueAddress(),
      });
    const short = await reset("Quindim");
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(`Confira o campo "password": ${NEW_PASSWORD_MESSAGES.tooShort}`);
    const weak = await reset("12345678");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/Senha fácil de adivinhar/);
  });

  it("signing in still takes an older account's 6-character password to the check (not refused by shape)", async () => {
    const res = await call(t.app, "POST", "/api/login", {
      body: { email: uniqueEmail("antiga"), password: "abc123" },
      remoteAddress: uniqueAddress(),
    });
    // Unknown account: a 401 from the check, not a 400 from the form's rule.
    expect(res.statusCode).toBe(401);
  });
});
