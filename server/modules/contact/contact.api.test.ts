import { eq } from "drizzle-orm";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../common/errors";
import { contactMessages, mailOutbox } from "../../db/schema";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

type Caught = { rcptTo: string[]; subject: string; text: string; html: string; replyTo: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const mails: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const replyTo = (parsed.replyTo as AddressObject | undefined)?.value[0]?.address ?? "";
          mails.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            replyTo,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const TEAM = "equipe@pratocheio.test";

const valid = {
  name: "Maria Souza",
  email: "maria@pizzariadamaria.com.br",
  phone: "(11) 98765-4321",
  company: "Pizzaria da Maria",
  subject: "planos-precos",
  message: "Quero saber se o plano Pro atende minhas 3 lojas.",
  businessType: "pizzaria",
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let ipCounter = 1;
/** Each test speaks from its own address so the per-IP limit of one never touches another. */
const nextIp = () => `10.0.0.${ipCounter++}`;

const send = (app: TestApp, payload: unknown, remoteAddress = nextIp()) =>
  call(app.app, "POST", "/api/contact", { body: payload as object, remoteAddress });

const rowsFrom = (app: TestApp, email: string) =>
  app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
/** The team's copies of a sender's messages (they reply to the sender); mails leave after the answer. */
const mailsFrom = (email: string) => smtp.mails.filter((m) => m.replyTo === email);
const queuedMails = (app: TestApp) => app.database.db.select().from(mailOutbox);

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_TO: TEAM } });
});

afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe("POST /api/contact", () => {
  it("stores the message and mails it to CONTACT_TO, replying to the sender", async () => {
    const res = await send(t, { ...valid, name: "  Maria Souza  " }, "203.0.113.7");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, priority: false });

    const [row] = await rowsFrom(t, valid.email);
    expect(row).toMatchObject({
      name: "Maria Souza",
      phone: "(11) 98765-4321",
      company: "Pizzaria da Maria",
      subject: "planos-precos",
      message: valid.message,
      businessType: "pizzaria",
      ip: "203.0.113.7",
    });

    await expect.poll(() => mailsFrom(valid.email).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsFrom(valid.email)[0]!;
    expect(mail.rcptTo).toEqual([TEAM]);
    expect(mail.subject).toBe("[Contato] Planos e preços — Maria Souza");
    expect(mail.replyTo).toBe(valid.email);
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain("Tipo de negócio: Pizzaria");
    expect(mail.text).toContain("Telefone: (11) 98765-4321");
  });

  it("takes only the required fields, keeping blank optional ones as null", async () => {
    const email = "joao@marmitasdojoao.com";
    const res = await send(t, {
      name: "João",
      email,
      subject: "duvidas-gerais",
      message: "Funciona com mais de um app?",
      phone: "",
      company: " ",
      businessType: "",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsFrom(t, email);
    expect(row).toMatchObject({ phone: null, company: null, businessType: null });
  });

  it("escapes what the sender wrote in the mail's HTML and keeps headers on one line", async () => {
    const email = "curioso@exemplo.com";
    const res = await send(t, {
      ...valid,
      email,
      name: "Ana\r\nBcc: alguem@fora.com",
      message: '<script>alert("x")</script> Olá',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => mailsFrom(email).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsFrom(email)[0]!;
    expect(mail.rcptTo).toEqual([TEAM]);
    expect(mail.subject).toBe("[Contato] Planos e preços — Ana Bcc: alguem@fora.com");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("keeps every single-line field on one line in the team's plain text: no forged labelled line", async () => {
    const email = "forjador@exemplo.com";
    const res = await send(t, {
      ...valid,
      email,
      name: "Ana\nEmail: forged@x",
      company: "Cantina\r\nTelefone: (99) 99999-9999\u2028Assunto: Suporte",
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => mailsFrom(email).length, { timeout: 20_000 }).toBe(1);
    const lines = mailsFrom(email)[0]!.text.split(/\r?\n/);
    expect(lines).toContain("Nome: Ana Email: forged@x");
    expect(lines).toContain("Empresa: Cantina Telefone: (99) 99999-9999 Assunto: Suporte");
    expect(lines.filter((line) => line.startsWith("Email:"))).toEqual([`Email: ${email}`]);
    expect(lines.filter((line) => line.startsWith("Telefone:"))).toEqual(["Telefone: (11) 98765-4321"]);
    expect(lines.filter((line) => line.startsWith("Assunto:"))).toEqual(["Assunto: Planos e preços"]);
  });

  it.each([
    ["no name", { name: "  " }, "name", "Informe seu nome"],
    ["a bad email", { email: "maria@" }, "email", "Informe um email válido"],
    ["an unknown subject", { subject: "vendas" }, "subject", "Escolha um assunto"],
    ["an empty message", { message: "" }, "message", "Escreva sua mensagem"],
    ["an unknown business type", { businessType: "boate" }, "businessType", "Escolha um tipo de negócio"],
    ["a phone without digits", { phone: "ligue já" }, "phone", "telefone"],
    ["a phone without its DDD", { phone: "98765-4321" }, "phone", "como (11) 98765-4321"],
    ["a name too long", { name: "a".repeat(101) }, "name", "até 100"],
  ])("refuses %s with a Portuguese 400 and stores nothing", async (_case, change, path, message) => {
    const email = `recusado-${path}@exemplo.com`;
    const res = await send(t, { ...valid, email, ...change });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues?.map((i) => i.path)).toContain(path);
    expect(body.error).toContain(message);
    expect(await rowsFrom(t, email)).toEqual([]);
    const queued = await queuedMails(t);
    expect(queued.filter((m) => m.replyTo === email)).toEqual([]);
  });

  it("refuses a body that misses the required fields altogether", async () => {
    const res = await send(t, { email: "so-email@exemplo.com" });
    expect(res.statusCode).toBe(400);
    const paths = errorBodySchema.parse(res.json()).issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "subject", "message"]));
  });

  it("answers 429 with a Portuguese message after 5 messages a minute from one address", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 5; i++) {
      const res = await send(t, { ...valid, email: `lote-${i}@exemplo.com` }, ip);
      expect(res.statusCode).toBe(200);
    }
    const blocked = await send(t, { ...valid, email: "lote-6@exemplo.com" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorBodySchema.parse(blocked.json())).toMatchObject({
      code: "RATE_LIMITED",
      error: "Muitas tentativas. Aguarde um pouco e tente de novo.",
    });
    expect(await rowsFrom(t, "lote-6@exemplo.com")).toEqual([]);
    // Someone else is not held back by that sender.
    expect((await send(t, { ...valid, email: "outra-pessoa@exemplo.com" })).statusCode).toBe(200);
  });

  it("is documented in the OpenAPI with its errors", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    const op = res.json().paths["/api/contact"].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "429"]));
  });
});

describe("POST /api/contact without CONTACT_TO", () => {
  it("stores the message and sends no mail", async () => {
    const app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const res = await send(app, { ...valid, email: "sem-destino@exemplo.com" });
      expect(res.statusCode).toBe(200);
      expect(await rowsFrom(app, "sem-destino@exemplo.com")).toHaveLength(1);
      // A mail would have been queued in the message's transaction, before the answer.
      expect(await queuedMails(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("POST /api/contact when the mail server is down", () => {
  it("still keeps the message and answers ok, so the sender does not send it twice", async () => {
    const down = await startSmtp();
    await down.stop();
    const app = await createTestApp({ env: { SMTP_URL: down.url, CONTACT_TO: TEAM } });
    try {
      const res = await send(app, { ...valid, email: "smtp-fora@exemplo.com" });
      expect(res.statusCode).toBe(200);
      expect(await rowsFrom(app, "smtp-fora@exemplo.com")).toHaveLength(1);
      // The team's copy waits in the outbox for the mail server, written with the message.
      const [queued] = await queuedMails(app);
      expect(queued).toMatchObject({ kind: "contact", to: TEAM, replyTo: "smtp-fora@exemplo.com" });
      await expect
        .poll(async () => (await queuedMails(app))[0]?.attempts ?? 0, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(1);
      expect((await queuedMails(app))[0]).toMatchObject({ status: "pending" });
    } finally {
      await app.close();
    }
  });
});
