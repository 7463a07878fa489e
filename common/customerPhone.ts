import { formatBrazilianPhone } from "./brazilianPhone";

/**
 * Brazil's area codes (DDD) in use (Anatel). A number under any other pair
 * of digits cannot be dialled, so a WhatsApp link to it would go nowhere.
 */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const CUSTOMER_PHONE_INVALID = "Telefone inválido. Use o DDD e o número, como (11) 98765-4321.";

/**
 * A customer's phone as people write it ("11987654321", "(11) 98765-4321",
 * "+55 11 98765-4321", "011 98765-4321", an old 8-digit mobile "11 8765-4321")
 * in the one form we keep and put in wa.me links: "+5511987654321". Null when
 * it cannot be a Brazilian number with DDD (a mobile has 9 digits starting
 * with 9, a landline 8 starting with 2 to 5).
 */
export function normaliseBrazilianPhone(typed: string): string | null {
  if (/[^\d\s()+.\-/]/.test(typed)) return null;
  let digits = typed.replace(/\D/g, "");
  if (digits.startsWith("55") && digits.length >= 12) digits = digits.slice(2);
  // The trunk prefix of a long-distance call ("0 11 ...").
  else if (digits.startsWith("0") && digits.length >= 11) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return null;
  const ddd = Number(digits.slice(0, 2));
  if (!DDDS.has(ddd)) return null;
  let local = digits.slice(2);
  // Mobiles got their leading 9 in 2016; lists exported before that still have 8 digits.
  if (local.length === 8 && /^[6-9]/.test(local)) local = `9${local}`;
  const mobile = local.length === 9 && local.startsWith("9");
  const landline = local.length === 8 && /^[2-5]/.test(local);
  if (!mobile && !landline) return null;
  return `+55${ddd}${local}`;
}

/** "+5511987654321" as people read it: "(11) 98765-4321". */
export const displayBrazilianPhone = (normalised: string): string => formatBrazilianPhone(normalised);

/** The digits wa.me wants ("5511987654321"). */
export const whatsAppNumber = (normalised: string): string => normalised.replace(/\D/g, "");

/**
 * WhatsApp only for a Brazilian mobile (issue 30): 11 digits with the DDD,
 * the number after the DDD starting with 9 (a +55 in front is fine). A
 * landline ("(31) 3333-4444") has no WhatsApp to open: it keeps its phone
 * (a tel: link) and gets no WhatsApp button nor campaign message. The one
 * rule every place asks (the customer list, campaigns, the server's audience).
 */
export function isBrazilianMobile(phone: string | null | undefined): boolean {
  if (!phone) return false;
  const normalised = normaliseBrazilianPhone(phone);
  return normalised !== null && new RegExp(BRAZILIAN_MOBILE_PATTERN).test(normalised);
}

/** A normalised mobile ("+5511987654321"), as a POSIX pattern PostgreSQL's `~` reads too. */
export const BRAZILIAN_MOBILE_PATTERN = "^\\+55[0-9]{2}9[0-9]{8}$";

/** The tel: link of a phone ("tel:+553133334444"). */
export const telLink = (normalised: string): string => `tel:${normalised.replace(/[^\d+]/g, "")}`;
