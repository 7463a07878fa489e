import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import type { Review, ReviewImportResult, ReviewList } from "../../../common/reviews";
import { mailOutbox, reviews } from "../../db/schema";
import { call } from "../../testing/call";
import { waitForMail } from "../../testing/outbox";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { sendReviewDigests } from "./digest";

// 2026-11-20 12:00 in São Paulo (UTC−3).
let clock = new Date("2026-11-20T15:00:00Z");
let t: TestApp;
let kit: ReturnType<typeof teamKit>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

type As = { cookie: string };
const paste = (as: As, text: string, dryRun = false) =>
  call(t.app, "POST", "/api/reviews/import", { as, body: { kind: "paste", text, dryRun } });
const file = (as: As, fileName: string, bytes: Buffer | string, dryRun = false) =>
  call(t.app, "POST", "/api/reviews/import", {
    as,
    body: { kind: "file", fileName, contentBase64: Buffer.from(bytes).toString("base64"), dryRun },
  });
const list = async (as: As, query = "") => {
  const res = await call(t.app, "GET", `/api/reviews${query}`, { as });
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewList;
};
const patch = (as: As, id: number, body: object) => call(t.app, "PATCH", `/api/reviews/${id}`, { as, body });
const rowCount = async (restaurantId: number) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.restaurantId, restaurantId))).length;

describe("paste", () => {
  it("splits a block by blank lines and the app's copied layout, previews without writing, never duplicates", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const text = [
      "A pizza chegou fria e atrasou 40 minutos.",
      "",
      "Nota 5",
      "Perfeito, chegou quentinha!",
      "",
      "",
      "Maria S.",
      "★★☆☆☆",
      "15/11/2026",
      "Pedido #8842",
      "Pedi calabresa e veio portuguesa.",
      "João P.",
      "★★★★☆ · 18/11/2026",
      "Bom, mas a batata veio murcha.",
      "Continua boa.",
    ].join("\n");
    const preview = await paste(owner, text, true);
    expect(preview.statusCode).toBe(200);
    const read = preview.json() as ReviewImportResult;
    expect(read.found).toBe(4);
    expect(read.created).toBe(4);
    expect(await rowCount(owner.restaurantId)).toBe(0);
    expect(read.preview.map((r) => [r.stars, r.reviewDate, r.orderShortId, r.text])).toEqual([
      [null, "2026-11-20", null, "A pizza chegou fria e atrasou 40 minutos."],
      [5, "2026-11-20", null, "Perfeito, chegou quentinha!"],
      [2, "2026-11-15", "8842", "Pedi calabresa e veio portuguesa."],
      [4, "2026-11-18", null, "Bom, mas a batata veio murcha.\nContinua boa."],
    ]);

    const saved = (await paste(owner, text)).json() as ReviewImportResult;
    expect([saved.created, saved.alreadyIn]).toEqual([4, 0]);
    const again = (await paste(owner, text)).json() as ReviewImportResult;
    expect([again.created, again.alreadyIn]).toEqual([0, 4]);
    expect(await rowCount(owner.restaurantId)).toBe(4);
    const inbox = await list(owner);
    expect(inbox.counts.new).toBe(4);
    expect(inbox.reviews.every((r) => r.source === "paste" && r.status === "new")).toBe(true);
  });

  it("refuses an empty paste and one too long in Portuguese, writing nothing", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const empty = await paste(owner, "   \n\n ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/Cole pelo menos uma avaliação\./);
    const long = await paste(owner, "a".repeat(100_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/Cole em partes menores/);
    const onlyGrades = await paste(owner, "★★★★★\n\n★★★☆☆");
    expect(onlyGrades.statusCode).toBe(400);
    expect(onlyGrades.json().error).toMatch(/Não encontramos nenhuma avaliação/);
    expect(await rowCount(owner.restaurantId)).toBe(0);
  });
});

describe("export import", () => {
  const csv = [
    "Loja;ID da avaliação;Data da avaliação;Nota;Comentário;ID do pedido;Tags positivas;Tags negativas;Respondida",
    "Cantina;av-1;14/11/2026 20:15;2;A pizza veio fria;1111-aaaa;;Comida fria, Atraso;Não",
    "Cantina;av-2;19/11/2026;5;Muito boa!;2222-bbbb;Sabor, Embalagem;;Não",
    "Cantina;av-3;19/11/2026;7;Nota errada;3333;;;Não",
    "Cantina;av-4;;3;Sem data;4444;;;Não",
  ].join("\r\n");

  it("reads the iFood CSV with forgiving headers, names the ignored columns and bad lines, re-imports without duplicating", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const preview = (await file(owner, "avaliacoes.csv", csv, true)).json() as ReviewImportResult;
    expect(preview.source).toBe("ifood");
    expect(preview.found).toBe(2);
    expect(preview.ignoredColumns).toEqual(["Loja", "Respondida"]);
    expect(preview.problems.map((p) => p.line)).toEqual([4, 5]);
    expect(preview.problems[0]!.message).toMatch(/nota "7" não é de 1 a 5/);
    expect(preview.preview[0]).toEqual({
      externalId: "av-1",
      stars: 2,
      text: "A pizza veio fria",
      reviewDate: "2026-11-14",
      orderId: "1111-aaaa",
      orderShortId: null,
      positiveTags: [],
      negativeTags: ["Comida fria", "Atraso"],
    });
    expect(await rowCount(owner.restaurantId)).toBe(0);
    expect((await file(owner, "avaliacoes.csv", csv)).json().created).toBe(2);
    const again = (await file(owner, "avaliacoes.csv", csv)).json() as ReviewImportResult;
    expect([again.created, again.alreadyIn]).toEqual([0, 2]);
    expect(await rowCount(owner.restaurantId)).toBe(2);
  });

  it("reads the XLSX export (title line, real dates) and our CSV template", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Avaliações");
    sheet.addRow(["Avaliações de novembro"]);
    sheet.addRow(["NOTA", "COMENTARIO", "DATA", "PEDIDO", "TAGS NEGATIVAS"]);
    sheet.addRow([
      1,
      "Veio faltando o refrigerante",
      new Date(Date.UTC(2026, 10, 17)),
      "9999",
      "Item faltando",
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const result = (await file(owner, "Avaliacoes.xlsx", bytes)).json() as ReviewImportResult;
    expect([result.source, result.created]).toEqual(["ifood", 1]);
    const template = [
      "id;data;nota;comentario;pedido;tags_positivas;tags_negativas",
      "t-1;2026-11-19;4;Bom;;Sabor;",
    ].join("\n");
    const fromTemplate = (await file(owner, "modelo.csv", template)).json() as ReviewImportResult;
    expect([fromTemplate.source, fromTemplate.created]).toEqual(["csv", 1]);
    const inbox = await list(owner);
    expect(inbox.reviews.map((r) => [r.stars, r.reviewDate, r.orderId, r.negativeTags])).toEqual([
      [1, "2026-11-17", "9999", ["Item faltando"]],
      [4, "2026-11-19", null, []],
    ]);
  });

  it("refuses an unreadable file, a file without review columns, a too big file (413) and too many reviews", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const broken = await file(owner, "x.xlsx", Buffer.from("PK\u0003\u0004 not a zip"));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/Não conseguimos ler o arquivo/);
    const noColumns = await file(owner, "x.csv", "nome;telefone\nAna;11999999999");
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().code).toBe("REVIEW_FILE_NO_COLUMNS");
    const big = await file(owner, "x.csv", `nota;comentario\n${"5;ok\n".repeat(600_000)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/passou de 2 MB/);
    const many = await file(
      owner,
      "x.csv",
      `nota;comentario;data\n${Array.from({ length: 1001 }, (_, i) => `5;ok ${i};19/11/2026`).join("\n")}`,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toMatch(/até 1\.000 avaliações/);
    expect(await rowCount(owner.restaurantId)).toBe(0);
  });
});

describe("deadlines, statuses, filters", () => {
  it("counts days left in Brazil's calendar: the last day, tomorrow, overdue, and a custom window", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const csv = [
      "nota;comentario;data",
      "2;Due today;15/11/2026",
      "3;Due tomorrow;16/11/2026",
      "1;Late;10/11/2026",
      "5;Fresh;20/11/2026",
    ].join("\n");
    await file(owner, "a.csv", csv);
    const days = async () =>
      Object.fromEntries((await list(owner)).reviews.map((r) => [r.text, [r.dueOn, r.daysLeft]]));
    expect(await days()).toEqual({
      Late: ["2026-11-15", -5],
      "Due today": ["2026-11-20", 0],
      "Due tomorrow": ["2026-11-21", 1],
      Fresh: ["2026-11-25", 5],
    });
    const summary = await call(t.app, "GET", "/api/reviews/summary", { as: owner });
    expect(summary.json().line).toBe("4 avaliações sem resposta · 1 vencida · 1 vence hoje · 1 vence amanhã");

    // 23:59 in São Paulo is still the 20th; one minute later the 21st.
    clock = new Date("2026-11-21T02:59:00Z");
    expect((await days())["Due today"]).toEqual(["2026-11-20", 0]);
    clock = new Date("2026-11-21T03:00:00Z");
    expect((await days())["Due today"]).toEqual(["2026-11-20", -1]);

    const facts = await call(t.app, "PUT", "/api/restaurant/facts", {
      as: owner,
      body: { reviewReplyDays: 10 },
    });
    expect(facts.statusCode).toBe(200);
    expect((await days())["Due today"]).toEqual(["2026-11-25", 4]);
    clock = new Date("2026-11-20T15:00:00Z");
  });

  it("moves a review through draft, answered, moderation and archive, with who handled it; filters and counts", async () => {
    const { boss, member } = await kit.teamWithMember();
    await file(
      boss,
      "a.csv",
      [
        "nota;comentario;data",
        "1;Chegou fria;19/11/2026",
        "5;Ótima;19/11/2026",
        "2;Entregador grosso;18/11/2026",
      ].join("\n"),
    );
    const all = (await list(boss)).reviews;
    const cold = all.find((r) => r.text === "Chegou fria")!;
    const great = all.find((r) => r.text === "Ótima")!;
    const courier = all.find((r) => r.text === "Entregador grosso")!;

    const draft = await patch(member, cold.id, {
      status: "draft",
      reply: "Sentimos muito…",
      topics: ["cold"],
    });
    expect(draft.statusCode).toBe(200);
    expect((draft.json() as Review).handledBy).toBe("Caio");
    const noReply = await patch(member, cold.id, { status: "answered" });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().error).toMatch(/Escreva ou gere a resposta antes de marcar como respondida\./);
    expect((await call(t.app, "GET", `/api/reviews/${cold.id}`, { as: boss })).json().status).toBe("draft");
    const answered = (
      await patch(member, cold.id, { status: "answered", reply: "Sentimos muito!" })
    ).json() as Review;
    expect([answered.status, answered.reply, answered.topics, answered.handledBy]).toEqual([
      "answered",
      "Sentimos muito!",
      ["cold"],
      "Caio",
    ]);
    const moderation = await patch(member, courier.id, {
      status: "moderation",
      moderationReason: "courier",
      moderationText: "A reclamação é sobre o entregador do app.",
      topics: ["courier"],
    });
    expect(moderation.json().moderationReason).toBe("courier");
    expect((await patch(boss, great.id, { status: "archived" })).json().status).toBe("archived");

    const counts = (await list(boss)).counts;
    expect(counts).toEqual({ new: 0, draft: 0, answered: 1, moderation: 1, archived: 1 });
    expect((await list(boss, "?status=answered")).reviews.map((r) => r.id)).toEqual([cold.id]);
    expect((await list(boss, "?stars=5")).reviews.map((r) => r.id)).toEqual([great.id]);
    expect((await list(boss, "?topic=courier")).reviews.map((r) => r.id)).toEqual([courier.id]);
    const bad = await call(t.app, "GET", "/api/reviews?stars=6", { as: boss });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/A nota vai de 1 a 5/);

    // Members answer; only the owner deletes.
    const memberDelete = await call(t.app, "DELETE", `/api/reviews/${great.id}`, { as: member });
    expect(memberDelete.statusCode).toBe(403);
    expect(memberDelete.json().error).toMatch(/Só o dono do restaurante exclui avaliações/);
    expect((await call(t.app, "DELETE", `/api/reviews/${great.id}`, { as: boss })).statusCode).toBe(204);
    expect((await list(boss)).counts.archived).toBe(0);
    // A member brings reviews in too, into the owner's inbox.
    const byMember = await paste(member, "Veio sem talher.");
    expect(byMember.json().created).toBe(1);
    expect((await list(boss)).counts.new).toBe(1);
    const tooBig = await call(t.app, "GET", "/api/reviews/99999999999", { as: boss });
    expect(tooBig.statusCode).toBe(400);
  });

  it("files each imported review under the topics read in it, before any draft", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    await file(
      owner,
      "b.csv",
      ["nota;comentario;data", "1;A pizza chegou fria;19/11/2026", "5;Tudo ótimo, obrigado;19/11/2026"].join(
        "\n",
      ),
    );
    const cold = await list(owner, "?topic=cold");
    expect(cold.reviews.map((r) => r.text)).toEqual(["A pizza chegou fria"]);
    expect(cold.reviews[0]!.status).toBe("new");
  });

  it("goes page by page past 50 reviews, the nearest deadlines on the first page", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    // 120 reviews over the days before 20/11: one day each, oldest (most overdue) first in the inbox.
    const day = (i: number) => {
      const d = new Date(Date.UTC(2026, 10, 19) - i * 86_400_000);
      return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
    };
    const lines = Array.from({ length: 120 }, (_, i) => `3;Avaliação número ${i + 1};${day(i)}`);
    expect((await file(owner, "c.csv", ["nota;comentario;data", ...lines].join("\n"))).statusCode).toBe(200);
    const first = await list(owner);
    expect([first.total, first.page, first.pageSize, first.reviews.length]).toEqual([120, 1, 50, 50]);
    expect(first.reviews[0]!.text).toBe("Avaliação número 120");
    const third = await list(owner, "?page=3");
    expect([third.page, third.reviews.length]).toEqual([3, 20]);
    expect(third.reviews.at(-1)!.text).toBe("Avaliação número 1");
    const seen = new Set(
      [...first.reviews, ...(await list(owner, "?page=2")).reviews, ...third.reviews].map((r) => r.id),
    );
    expect(seen.size).toBe(120);
    expect((await list(owner, "?page=4")).reviews).toEqual([]);
    const filtered = await list(owner, "?stars=5");
    expect([filtered.total, filtered.reviews.length]).toEqual([0, 0]);
    for (const bad of ["0", "1.5", "abc"]) {
      const res = await call(t.app, "GET", `/api/reviews?page=${bad}`, { as: owner });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/página/i);
    }
  });

  it("answers 404 for another account's review, whatever the call", async () => {
    const one = await kit.owner({ planId: PLAN_IDS.starter });
    const other = await kit.owner({ planId: PLAN_IDS.starter });
    await paste(one, "Demorou demais.");
    const [mine] = (await list(one)).reviews;
    for (const res of [
      await call(t.app, "GET", `/api/reviews/${mine!.id}`, { as: other }),
      await patch(other, mine!.id, { status: "archived" }),
      await call(t.app, "DELETE", `/api/reviews/${mine!.id}`, { as: other }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("Avaliação não encontrada.");
    }
    expect((await list(other)).reviews).toEqual([]);
    expect((await call(t.app, "GET", `/api/reviews/${mine!.id}`, { as: one })).json().status).toBe("new");
  });
});

describe("rating", () => {
  it("averages the last 90 days against 4.7 and counts the share answered by the deadline", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    await file(
      owner,
      "a.csv",
      [
        "nota;comentario;data",
        "5;Old and ignored;01/08/2026",
        "5;A;01/11/2026",
        "4;B;10/11/2026",
        "3;C;19/11/2026",
        "5;D;20/11/2026",
      ].join("\n"),
    );
    const byText = Object.fromEntries((await list(owner)).reviews.map((r) => [r.text, r.id]));
    // A (due 06/11) answered on the 8th: late. B (due 15/11) never answered: late.
    // C (due 24/11) still has time: not judged. D answered today: in time.
    await t.database.db
      .update(reviews)
      .set({ status: "answered", answeredAt: new Date("2026-11-08T12:00:00Z") })
      .where(and(eq(reviews.id, byText.A!), eq(reviews.restaurantId, owner.restaurantId)));
    await patch(owner, byText.D!, { status: "answered", reply: "Obrigado!" });
    const rating = (await call(t.app, "GET", "/api/reviews/summary", { as: owner })).json().rating;
    expect(rating).toEqual({
      average: 4.25,
      graded: 4,
      target: 4.7,
      answeredInTimeShare: 0.333,
      considered: 3,
    });
  });
});

describe("owner's facts", () => {
  it("validates Brazilian phones, email and the window, keeps digits, and lets only the owner change them", async () => {
    const { boss, member } = await kit.teamWithMember();
    const before = (await call(t.app, "GET", "/api/restaurant/facts", { as: member })).json();
    expect(before).toEqual({
      contactWhatsapp: null,
      contactPhone: null,
      contactEmail: null,
      confirmedClaims: [],
      reviewReplyDays: 5,
    });
    for (const [body, message] of [
      [{ contactWhatsapp: "1234", reviewReplyDays: 5 }, /com DDD/],
      [{ contactPhone: "(11) 8765-43210", reviewReplyDays: 5 }, /com DDD/],
      [{ contactEmail: "nao-e-email", reviewReplyDays: 5 }, /email válido/],
      [{ reviewReplyDays: 31 }, /de 1 a 30 dias/],
      [{ reviewReplyDays: 5, confirmedClaims: ["inventado"] }, /Escolha as informações da lista/],
    ] as const) {
      const res = await call(t.app, "PUT", "/api/restaurant/facts", { as: boss, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const good = {
      contactWhatsapp: "+55 (11) 98765-4321",
      contactPhone: "(11) 3265-4321",
      contactEmail: "Contato@Cantina.com.br",
      confirmedClaims: ["homemadeDough", "ownDelivery"],
      reviewReplyDays: 7,
    };
    const denied = await call(t.app, "PUT", "/api/restaurant/facts", { as: member, body: good });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatch(/Só o dono do restaurante muda os contatos/);
    const saved = await call(t.app, "PUT", "/api/restaurant/facts", { as: boss, body: good });
    expect(saved.json()).toEqual({
      contactWhatsapp: "11987654321",
      contactPhone: "1132654321",
      contactEmail: "contato@cantina.com.br",
      confirmedClaims: ["homemadeDough", "ownDelivery"],
      reviewReplyDays: 7,
    });
    expect((await call(t.app, "GET", "/api/restaurant/facts", { as: member })).json().reviewReplyDays).toBe(
      7,
    );
  });
});

describe("daily digest", () => {
  it("mails the opted-in owner what is due once a day from 08:00, with a one-tap unsubscribe", async () => {
    const owner = await kit.owner({ planId: PLAN_IDS.starter });
    const quiet = await kit.owner({ planId: PLAN_IDS.starter });
    await file(
      owner,
      "a.csv",
      ["nota;comentario;data", "1;A pizza chegou fria;15/11/2026", "5;Ótima;20/11/2026"].join("\n"),
    );
    await paste(quiet, "Demorou.\n\n15/11/2026\nFria.");
    expect(
      (await call(t.app, "PUT", "/api/reviews/digest", { as: owner, body: { enabled: true } })).json(),
    ).toEqual({
      enabled: true,
    });
    const deps = { db: t.database.db, appUrl: t.config.appUrl, secret: "s".repeat(40) };
    const mails = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "review_digest"));
    const mine = async () => (await mails()).filter((m) => m.to === owner.email);

    // 07:00 in São Paulo: too early.
    expect(await sendReviewDigests({ ...deps, now: () => new Date("2026-11-20T10:00:00Z") })).toBe(0);
    expect(await sendReviewDigests({ ...deps, now: () => new Date("2026-11-20T11:00:00Z") })).toBe(1);
    expect(await sendReviewDigests({ ...deps, now: () => new Date("2026-11-20T18:00:00Z") })).toBe(0);
    expect(await mine()).toHaveLength(1);
    // The outbox row's text is blanked once sent: read the delivered mail.
    const mail = await waitForMail(t.dataDir, owner.email, /^1 avaliação precisa de resposta hoje$/);
    expect(mail.text).toContain("★☆☆☆☆ · vence hoje · Cantina da Rosa: “A pizza chegou fria”");
    expect(mail.text).not.toContain("Ótima");
    expect(mail.text).toContain(`${t.config.appUrl}/dashboard/avaliacoes`);
    expect((await mails()).some((m) => m.to === quiet.email)).toBe(false);

    const link = mail.text.match(/(\/api\/reviews\/digest\/unsubscribe\?token=\S+)/)![1]!;
    const forged = await call(t.app, "GET", `${link.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain("Este link não vale");
    const off = await call(t.app, "GET", link);
    expect(off.statusCode).toBe(200);
    expect(off.headers["content-type"]).toMatch(/text\/html/);
    expect(off.body.startsWith("<!doctype html>")).toBe(true);
    expect(off.body).toContain("você não recebe mais o resumo das avaliações");
    expect((await call(t.app, "GET", "/api/reviews/digest", { as: owner })).json()).toEqual({
      enabled: false,
    });
    expect(await sendReviewDigests({ ...deps, now: () => new Date("2026-11-21T11:00:00Z") })).toBe(0);
  });
  it("mails an opted-in team member the reviews of the restaurant they answer for", async () => {
    const { boss, member } = await kit.teamWithMember();
    await file(boss, "m.csv", ["nota;comentario;data", "2;Veio faltando o refri;16/11/2026"].join("\n"));
    expect(
      (await call(t.app, "PUT", "/api/reviews/digest", { as: member, body: { enabled: true } })).statusCode,
    ).toBe(200);
    const deps = { db: t.database.db, appUrl: t.config.appUrl, secret: "s".repeat(40) };
    await sendReviewDigests({ ...deps, now: () => new Date("2026-11-20T11:30:00Z") });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.map((m) => m.kind)).toContain("review_digest");
    const digest = await waitForMail(t.dataDir, member.email, /de resposta hoje$/);
    expect(digest.text).toContain("Veio faltando o refri");
    // The owner did not ask for it: nothing for them.
    const bossMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, boss.email));
    expect(bossMails.some((m) => m.kind === "review_digest")).toBe(false);
  });
});
