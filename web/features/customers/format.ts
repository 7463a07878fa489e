import { displayBrazilianPhone } from "../../../common/customerPhone";

// A day (AAAA-MM-DD) is a calendar date, not an instant: read and written in UTC so no timezone moves it.
const day = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-20" → "20/11/2026" */
export const formatDay = (value: string): string => day.format(new Date(`${value}T00:00:00Z`));

/** "+5511987654321" → "(11) 98765-4321" */
export const formatPhone = (phone: string): string => displayBrazilianPhone(phone);
