import { type ParsedReview, REVIEW_LIMITS } from "../../../common/reviews";
import { brazilDate } from "../../../common/week";
import { parseReviewDate } from "./parseDate";

/*
 * A pasted block split into reviews. Two layouts are read:
 * - reviews separated by blank lines, each maybe with its own grade, date and
 *   order on lines of their own;
 * - the iFood app's copied list, where each review starts with the customer's
 *   name and/or a grade/date line ("★★★★☆", "Nota 4", "12/11/2026",
 *   "Pedido #1234"), with or without blank lines in between.
 * The customer's name is not kept (we do not need it to answer).
 */

const STARS_LINE = /^[★☆⭐✩✭\s]+$/u;
const GRADE_LINE = /^(?:nota:?\s*)?([1-5])(?:[.,]0)?\s*(?:\/\s*5|estrelas?|★)?$/i;
const ORDER_LINE = /^(?:pedido|order|n[ºo°]\.? do pedido)\s*[:#nº°]*\s*#?\s*([A-Za-z0-9-]{3,40})$/i;

type Meta =
  | { kind: "stars"; value: number }
  | { kind: "date"; value: string }
  | { kind: "order"; value: string };

/** What a short line says about the review (grade, date, order), or null when it is text. */
function readMeta(line: string, now: Date): Meta[] | null {
  // "★★★★☆ · 12/11/2026" or "4 estrelas - 12/11/2026": a header line of several parts.
  const parts = line.split(/\s+[·•|–—-]\s+/);
  const metas: Meta[] = [];
  for (const part of parts) {
    const p = part.trim();
    if (p.length === 0) continue;
    if (STARS_LINE.test(p)) {
      const full = [...p].filter((c) => c === "★" || c === "⭐" || c === "✭").length;
      if (full < 1 || full > 5) return null;
      metas.push({ kind: "stars", value: full });
      continue;
    }
    const grade = GRADE_LINE.exec(p);
    if (grade) {
      metas.push({ kind: "stars", value: Number(grade[1]) });
      continue;
    }
    const date = parseReviewDate(p.replace(/^(?:avaliado em|data:?)\s*/i, ""), now);
    if (date) {
      metas.push({ kind: "date", value: date });
      continue;
    }
    const order = ORDER_LINE.exec(p);
    if (order) {
      metas.push({ kind: "order", value: order[1]! });
      continue;
    }
    return null;
  }
  return metas.length > 0 ? metas : null;
}

type Draft = {
  stars: number | null;
  date: string | null;
  order: string | null;
  lines: string[];
  name: string | null;
};
const emptyDraft = (): Draft => ({ stars: null, date: null, order: null, lines: [], name: null });

/** A line that looks like a customer's name: one to four capitalised words, no sentence punctuation. */
const NAME_LINE = /^\p{Lu}[\p{L}'’]*\.?(?:\s+\p{Lu}[\p{L}'’]*\.?){0,3}$/u;

export function splitPastedReviews(text: string, now: Date): ParsedReview[] {
  const today = brazilDate(now);
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim());
  const drafts: Draft[] = [];
  let current = emptyDraft();
  const flush = () => {
    if (current.lines.length > 0 || current.stars !== null) drafts.push(current);
    current = emptyDraft();
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === "") {
      // A blank line ends a review that has text; between a header and its text it is only spacing.
      if (current.lines.length > 0) flush();
      continue;
    }
    const metas = readMeta(line, now);
    if (metas) {
      // A header after text starts the next review (the app's list copied without blank lines).
      if (current.lines.length > 0) flush();
      for (const m of metas) {
        if (m.kind === "stars") current.stars = m.value;
        else if (m.kind === "date") current.date = m.value;
        else current.order = m.value;
      }
      continue;
    }
    // A name line right before a header line: the next review's author, not text. Right
    // after a header it is that review's text ("★★★★★" / "Adorei" / "★★☆☆☆" / "Fria").
    const next = lines.slice(i + 1).find((l) => l !== "");
    const afterHeader =
      current.lines.length === 0 &&
      (current.stars !== null || current.date !== null || current.order !== null);
    if (
      !afterHeader &&
      NAME_LINE.test(line) &&
      line.length <= 40 &&
      next !== undefined &&
      readMeta(next, now)
    ) {
      if (current.lines.length > 0) flush();
      current.name = line;
      continue;
    }
    current.lines.push(line);
  }
  flush();
  return drafts
    .filter((d) => d.lines.length > 0)
    .map((d) => ({
      externalId: null,
      stars: d.stars,
      text: d.lines.join("\n").slice(0, REVIEW_LIMITS.text),
      reviewDate: d.date ?? today,
      orderId: null,
      orderShortId: d.order,
      positiveTags: [],
      negativeTags: [],
    }));
}
