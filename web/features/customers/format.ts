import { displayBrazilianPhone } from "../../../common/customerPhone";

/** "2026-11-20" → "20/11/2026": the one pt-BR day formatter. */
export { formatDay } from "../../../common/format";

/** "+5511987654321" → "(11) 98765-4321" */
export const formatPhone = (phone: string): string => displayBrazilianPhone(phone);
