import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { readOutbox } from "../testing/outbox";
import { createTestApp, type TestApp } from "../testing/testApp";
import { enqueueMail } from "./outbox";

describe("mail outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends a queued mail once and clears its body", async () => {
    await enqueueMail(t.database.db, {
      kind: "test",
      to: "ana@exemplo.com.br",
      subject: "Olá da caixa de saída",
      text: "link https://exemplo/x?token=abc",
      html: "<p>oi</p>",
    });
    const deadline = Date.now() + 5_000;
    let mails = await readOutbox(t.dataDir);
    while (mails.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      mails = await readOutbox(t.dataDir);
    }
    expect(mails.map((m) => m.subject)).toEqual(["Olá da caixa de saída"]);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "ana@exemplo.com.br"));
    expect(row).toMatchObject({ status: "sent", text: "", html: "", attempts: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await readOutbox(t.dataDir)).toHaveLength(1);
  });
});
