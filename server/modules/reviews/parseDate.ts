import { addDays, brazilDate } from "../../../common/week";

const MONTHS: Record<string, number> = {
  jan: 1,
  fev: 2,
  mar: 3,
  abr: 4,
  mai: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  out: 10,
  nov: 11,
  dez: 12,
};

const iso = (y: number, m: number, d: number): string | null => {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 2000 || y > 2100) return null;
  const value = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  // 31/02 rolls over in Date: refuse it instead of moving the day.
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value ? value : null;
};

/**
 * A review's day as people and exports write it: "12/11/2026", "12/11/26",
 * "12/11/2026 14:05", "2026-11-12", "2026-11-12T17:05:00Z" (an instant: its
 * day in Brazil), "12 nov 2026", "hoje", "ontem", "há 3 dias". Null when
 * the text is no date.
 */
export function parseReviewDate(raw: string, now: Date): string | null {
  const text = raw.trim().toLowerCase();
  // "hoje", "ontem", "hoje às 14:30", "ontem, 21h10"
  const relative = /^(hoje|ontem)(?:,?\s+(?:às\s+)?\d{1,2}[:h]\d{2})?$/.exec(text);
  if (relative) return addDays(brazilDate(now), relative[1] === "hoje" ? 0 : -1);
  const ago = /^h[áa] (\d{1,2}) dias?$/.exec(text);
  if (ago) return addDays(brazilDate(now), -Number(ago[1]));
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+(?:às\s+)?\d{1,2}[:h]\d{2}(?::\d{2})?)?$/.exec(
    text,
  );
  if (br) {
    const year = br[3]!.length === 2 ? 2000 + Number(br[3]) : Number(br[3]);
    return iso(year, Number(br[2]), Number(br[1]));
  }
  if (/^\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(:\d{2}(\.\d+)?)?(z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = new Date(raw.trim());
    return Number.isNaN(instant.getTime()) ? null : brazilDate(instant);
  }
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:[ t]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (isoDay) return iso(Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3]));
  const named = /^(\d{1,2})(?: de)? ([a-zç]{3})[a-zç]*\.?(?: de)? (\d{4})$/.exec(text);
  if (named && MONTHS[named[2]!]) return iso(Number(named[3]), MONTHS[named[2]!]!, Number(named[1]));
  return null;
}
