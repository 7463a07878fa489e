import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import { formatCents, formatDay, formatGrade, formatPercent } from "../../../common/format";
import { ORDER_FIGURES, type OrderFigureKey } from "../../../common/orderFigures";
import type { WeekReport } from "../../../common/reports";
import { addDays, brazilDate, weekStartOf } from "../../../common/week";
import type { Db } from "../../db/open";
import { plans, restaurants, users } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { escapeHtml, htmlMail } from "../../mail/templates/layout";
import { helloLine } from "../../mail/templates/userText";
import { readWeekReport } from "./service";

/*
 * The opt-in weekly report mail (issue 27 item 4): every Monday from 7h in
 * Brazil, last week's summary of each store with orders, to owners on Pro who
 * switched it on. users.weekly_report_sent_week makes it once per week, even
 * with several instances or a restart mid-run (the update and the mail share
 * a transaction). The unsubscribe link is signed with the session secret, so
 * it works without signing in and cannot be forged for another account.
 */

const SEND_FROM_LOCAL_HOUR = 7;
const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;

export function unsubscribeToken(secret: string, userId: string): string {
  const mac = createHmac("sha256", secret).update(`weekly-report-unsubscribe:${userId}`).digest("base64url");
  return `${userId}.${mac}`;
}

/** The user id a token was signed for, or undefined for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const userId = token.split(".")[0] ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

export async function setWeeklyEmail(
  db: Db,
  userId: string,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  await db.update(users).set({ weeklyReportEmail: enabled }).where(eq(users.id, userId));
  return { enabled };
}

const SUMMARY_FIGURES: OrderFigureKey[] = [
  "grossSales",
  "orders",
  "averageTicket",
  "cancellationRate",
  "net",
];

function figureLine(report: WeekReport, key: OrderFigureKey): string | undefined {
  const f = report.figures.find((x) => x.key === key);
  if (!f || f.value == null) return undefined;
  const def = ORDER_FIGURES[key];
  const value =
    def.unit === "cents"
      ? formatCents(f.value)
      : def.unit === "percent"
        ? formatPercent(f.value)
        : String(f.value);
  return `${def.label}: ${value}`;
}

export function weeklyReportMail(input: {
  firstName: string | null;
  reports: WeekReport[];
  weekStart: string;
  reportUrl: string;
  unsubscribeUrl: string;
}) {
  const hello = helloLine(input.firstName);
  const period = `${formatDay(input.weekStart)} a ${formatDay(addDays(input.weekStart, 6))}`;
  const paragraphs: string[] = [`Seu resumo da semana de ${period}.`];
  for (const r of input.reports) {
    const lines = SUMMARY_FIGURES.map((k) => figureLine(r, k)).filter((l): l is string => Boolean(l));
    const rating = r.superGauge.rating;
    if (rating.average != null)
      lines.push(
        `Nota média (90 dias): ${formatGrade(rating.average)} em ${rating.graded} ${rating.graded === 1 ? "avaliação" : "avaliações"}, meta do Super ${formatGrade(rating.target)}`,
      );
    paragraphs.push([`${r.restaurantName}: ${r.sentence}`, ...lines].join("\n"));
    if (r.actions[0]) paragraphs.push(`Para a próxima semana: ${r.actions[0].title}.`);
  }
  const definitions = SUMMARY_FIGURES.map((k) => ORDER_FIGURES[k].definition);
  const subject = `Relatório da semana de ${period}`;
  const footnote = `Não quer mais este email? Cancele com um toque: ${input.unsubscribeUrl}`;
  return {
    subject,
    text: [
      hello,
      "",
      ...paragraphs.flatMap((p) => [p, ""]),
      `Relatório completo: ${input.reportUrl}`,
      "",
      "Como calculamos:",
      ...definitions,
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: subject,
      paragraphs: [hello, ...paragraphs].map((p) => escapeHtml(p).replaceAll("\n", "<br>")),
      button: { label: "Abrir o relatório", href: input.reportUrl },
      footnote,
    }),
  };
}

/** Mails last week's report to every owner due; returns how many mails were queued. */
export async function sendWeeklyReports(deps: {
  db: Db;
  now: Date;
  appUrl: string;
  secret: string;
}): Promise<number> {
  const local = new Date(deps.now.getTime() + BRAZIL_OFFSET_MS);
  if (local.getUTCDay() !== 1 || local.getUTCHours() < SEND_FROM_LOCAL_HOUR) return 0;
  const weekStart = addDays(weekStartOf(brazilDate(deps.now)), -7);
  const due = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      features: plans.features,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(
      and(
        eq(users.weeklyReportEmail, true),
        or(isNull(users.weeklyReportSentWeek), lt(users.weeklyReportSentWeek, weekStart)),
      ),
    );
  let queued = 0;
  for (const owner of due) {
    if (!owner.features?.advancedAnalytics || !hasPaidAccess(owner, deps.now)) continue;
    const stores = await deps.db
      .select({ id: restaurants.id, name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.userId, owner.id))
      .orderBy(asc(restaurants.id));
    const reports = (
      await Promise.all(stores.map((s) => readWeekReport(deps.db, s.id, s.name, weekStart)))
    ).filter((r) => r.totalOrders > 0);
    const base = deps.appUrl.replace(/\/$/, "");
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(users)
        .set({ weeklyReportSentWeek: weekStart })
        .where(
          and(
            eq(users.id, owner.id),
            or(isNull(users.weeklyReportSentWeek), lt(users.weeklyReportSentWeek, weekStart)),
          ),
        )
        .returning({ id: users.id });
      // A week without orders in any store is marked done without a mail: nothing to read.
      if (!claimed || reports.length === 0) return false;
      const content = weeklyReportMail({
        firstName: owner.firstName,
        reports,
        weekStart,
        reportUrl: `${base}/dashboard/relatorios?semana=${weekStart}`,
        unsubscribeUrl: `${base}/api/reports/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(deps.secret, owner.id))}`,
      });
      await enqueueMail(tx, { kind: "weekly_report", to: owner.email, ...content });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
