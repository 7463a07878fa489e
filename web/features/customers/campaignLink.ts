import { isBrazilianMobile } from "../../../common/customerPhone";
import { type CustomerMessage, whatsAppLink } from "../../../common/customers";

/**
 * The wa.me link of one campaign message: the customer's number and their own
 * text; null without a phone or with a landline (no WhatsApp there).
 */
export function campaignLink(message: Pick<CustomerMessage, "customerPhone" | "content">): string | null {
  return message.customerPhone && isBrazilianMobile(message.customerPhone)
    ? whatsAppLink(message.customerPhone, message.content)
    : null;
}
