/**
 * Customers' birthdays (issue 30): day and month only, kept as "MM-DD" so a
 * window of days is a list of strings the database compares as they are.
 */

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const monthDay = (month: number, day: number): string | null =>
  month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0)
    ? `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
    : null;

/**
 * A birthday as people write it: "25/12", "25/12/1990", "25-12-90",
 * "1990-12-25" (a date of birth), "--12-25" or "12-25" (ours) → "12-25".
 * Null when it is no day of the year.
 */
export function parseBirthday(typed: string): string | null {
  const text = (typed.trim().split(/[\sT]/)[0] ?? "").trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return monthDay(Number(m[2]), Number(m[3]));
  m = /^(?:--)?(\d{2})-(\d{2})$/.exec(text);
  if (m) return monthDay(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(text);
  if (m) return monthDay(Number(m[2]), Number(m[1]));
  return null;
}

/** "12-25" → "25/12", as the page shows it. */
export const formatBirthday = (birthday: string): string => {
  const [month, day] = birthday.split("-");
  return `${day}/${month}`;
};

/** The campaign's windows: the next 7 days (today included) or this calendar month, in Brazil. */
export const BIRTHDAY_WINDOWS = {
  "7-dias": "Nos próximos 7 dias",
  mes: "Neste mês",
} as const;
export type BirthdayWindow = keyof typeof BIRTHDAY_WINDOWS;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The "MM-DD" days of a window from `today` (AAAA-MM-DD in Brazil). In a year
 * without 29 February, a 29/02 birthday is celebrated on the 28th.
 */
export function birthdayDays(window: BirthdayWindow, today: string): string[] {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const days: string[] = [];
  if (window === "mes") {
    const last = month === 2 ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
    for (let d = 1; d <= last; d += 1) days.push(monthDay(month, d)!);
    return days;
  }
  const start = Date.UTC(year, month - 1, day);
  for (let i = 0; i < 7; i += 1) {
    const at = new Date(start + i * 86_400_000);
    const md = monthDay(at.getUTCMonth() + 1, at.getUTCDate())!;
    days.push(md);
    if (md === "02-28" && !isLeap(at.getUTCFullYear())) days.push("02-29");
  }
  return days;
}
