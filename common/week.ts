/**
 * Weeks run Monday to Sunday in Brazil's time (America/Sao_Paulo, UTC−3 all
 * year since 2019), so a checklist or a week's sales turn over at local midnight.
 */
const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The local calendar date (AAAA-MM-DD) in Brazil at `now`. */
export function brazilDate(now: Date): string {
  return new Date(now.getTime() + BRAZIL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Monday (AAAA-MM-DD) of the week holding the date. */
export function weekStartOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const shift = (d.getUTCDay() + 6) % 7; // days since Monday
  d.setUTCDate(d.getUTCDate() - shift);
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
