/**
 * A Brazilian phone as it is typed: "(11) 98765-4321" for a mobile (11
 * digits with the DDD), "(11) 3265-4321" for a landline (10), partial forms
 * along the way. A leading +55 is dropped (the form is for Brazil); anything
 * past 11 digits is cut.
 */
export function formatBrazilianPhone(typed: string): string {
  let digits = typed.replace(/\D/g, "");
  if (typed.trim().startsWith("+55") || (digits.startsWith("55") && digits.length > 11)) {
    digits = digits.slice(2);
  }
  digits = digits.slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  // 9 digits after the DDD: a mobile, 5-4; up to 8: a landline, 4-4.
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
