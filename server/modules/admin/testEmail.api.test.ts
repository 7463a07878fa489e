import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema, TEST_EMAIL_DEFAULTS, testEmailSentSchema } from "../../../common/admin";
import { errorBodySchema } from "../../../common/errors";
import { MailCatcher } from "../../../e2e/support/mailCatcher";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { startHangingSmtp } from "../../testing/smtp";
import { createTestApp, type TestApp } from "../../testing/testApp";

let mail: MailCatcher;
let t: TestApp;
let ipCounter = 1;
/** Each test speaks from its own address so the per-IP send limit never spills over. */
const nextIp = () => `10.2.0.${ipCounter++}`;

beforeAll(async () => {
  mail = new MailCatcher();
  await mail.start();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});

afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

function send(app: TestApp, payload: unknown, headers: Record<string, string> = adminHeaders) {
  return call(app.app, "POST", "/api/test-email", {
    headers,
    body: payload as object,
    remoteAddress: nextIp(),
  });
}

async function auditEntries(app: TestApp) {
  const res = await call(app.app, "GET", "/api/admin/audit", { headers: adminHeaders });
  return adminAuditListSchema.parse(res.json()).entries;
}

/** A loopback port nothing listens on, for an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("POST /api/test-email", () => {
  it("sends the message through the real SMTP server and answers { message, to }", async () => {
    const res = await send(t, {
      email: "dono@pizzariabella.test",
      subject: "Teste do painel",
      message: "Olá <b>equipe</b>!\nO envio funciona.",
    });
    expect(res.statusCode).toBe(200);
    expect(testEmailSentSchema.parse(res.json())).toEqual({
      message: "Email de teste enviado com sucesso",
      to: "dono@pizzariabella.test",
    });
    const caught = await mail.waitFor("dono@pizzariabella.test", /^Teste do painel$/);
    expect(caught.text).toContain("Olá <b>equipe</b>!\nO envio funciona.");
    expect(caught.html).toContain("Olá &lt;b&gt;equipe&lt;/b&gt;!<br>O envio funciona.");
    expect(caught.html).not.toContain("<b>equipe");

    const [entry] = await auditEntries(t);
    expect(entry).toMatchObject({ action: "email.test", target: "dono@pizzariabella.test" });
    expect(entry?.ip).toMatch(/^10\.2\.0\./);
  });

  it("uses the default subject and message when they are blank", async () => {
    const res = await send(t, { email: "  padrao@restaurante.test ", subject: " ", message: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe("padrao@restaurante.test");
    const caught = await mail.waitFor("padrao@restaurante.test", /Teste de email - Prato Cheio/);
    expect(caught.text).toContain(TEST_EMAIL_DEFAULTS.message);
  });

  it("requires the admin password: no header, no mail", async () => {
    const before = mail.mails.length;
    const res = await send(t, { email: "intruso@spam.test", subject: "Oi", message: "spam" }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("error");
    const wrong = await send(
      t,
      { email: "intruso@spam.test", subject: "Oi", message: "spam" },
      { "x-admin-password": "chute" },
    );
    expect(wrong.statusCode).toBe(401);
    // Sends are awaited before the answer, so a refused call that had sent would already show here.
    expect(mail.mails.length).toBe(before);
  });

  it("refuses a blank or invalid destination and a subject of several lines, in Portuguese", async () => {
    const blank = await send(t, { email: "   ", subject: "Oi", message: "Teste" });
    expect(blank.statusCode).toBe(400);
    expect(errorBodySchema.parse(blank.json()).error).toMatch(/Email é obrigatório/);
    const missing = await send(t, { subject: "Oi", message: "Teste" });
    expect(missing.statusCode).toBe(400);
    const invalid = await send(t, { email: "nao-e-email", subject: "Oi", message: "Teste" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/Email inválido/);
    const injected = await send(t, {
      email: "dono@restaurante.test",
      subject: "Oi\r\nBcc: vitima@spam.test",
      message: "Teste",
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().error).toMatch(/uma linha/);
  });

  it("answers { error } with the reason when the SMTP server is down", async () => {
    const down = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const res = await send(down, { email: "dono@restaurante.test", subject: "Oi", message: "Teste" });
      expect(res.statusCode).toBe(502);
      const body = errorBodySchema.parse(res.json());
      expect(body.code).toBe("MAIL_FAILED");
      expect(body.error).toMatch(/^Não foi possível enviar o email: .+/);
      const [entry] = await auditEntries(down);
      expect(entry).toMatchObject({ action: "email.test_failed", target: "dono@restaurante.test" });
    } finally {
      await down.close();
    }
  });

  it("gives up on a mail server that never greets within the 10 s SMTP timeout (issue 11)", async () => {
    const hanging = await startHangingSmtp();
    const silent = await createTestApp({ env: { SMTP_URL: hanging.url } });
    try {
      const started = performance.now();
      const res = await send(silent, { email: "dono@restaurante.test", subject: "Oi", message: "Teste" });
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(502);
      expect(errorBodySchema.parse(res.json()).error).toMatch(/Greeting never received|timeout/i);
      // nodemailer's own defaults wait 2 min to connect and 30 s for the greeting.
      expect(ms).toBeLessThan(15_000);
    } finally {
      await silent.close();
      await hanging.stop();
    }
  }, 30_000);

  it("without SMTP_URL the mail lands in the outbox folder and the answer says so", async () => {
    const outbox = await createTestApp();
    try {
      const res = await send(outbox, { email: "dono@restaurante.test", subject: "Caixa", message: "Teste" });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/caixa de saída/);
      const dir = path.join(outbox.dataDir, "outbox");
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(dir, files[0]!), "utf8")).toContain("Subject: Caixa");
    } finally {
      await outbox.close();
    }
  });

  it("is rate-limited per IP", async () => {
    // RATE_LIMIT_SCALE 0.1 turns the limit of 10 into 1, so the second send from an IP is refused.
    const strict = await createTestApp({ env: { SMTP_URL: mail.url, RATE_LIMIT_SCALE: "0.1" } });
    try {
      const payload = { email: "limite@restaurante.test", subject: "Limite", message: "Teste" };
      const headers = adminHeaders;
      const first = await call(strict.app, "POST", "/api/test-email", {
        headers,
        body: payload,
        remoteAddress: "10.9.9.9",
      });
      expect(first.statusCode).toBe(200);
      const second = await call(strict.app, "POST", "/api/test-email", {
        headers,
        body: payload,
        remoteAddress: "10.9.9.9",
      });
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toBe("Muitas tentativas. Aguarde um pouco e tente de novo.");
      const otherIp = await call(strict.app, "POST", "/api/test-email", {
        headers,
        body: payload,
        remoteAddress: "10.9.9.10",
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
