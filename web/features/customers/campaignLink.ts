import { type CustomerMessage, whatsAppLink } from "../../../common/customers";

/** The wa.me link of one campaign message: the customer's number and their own text; null without a phone. */
export function campaignLink(message: Pick<CustomerMessage, "customerPhone" | "content">): string | null {
  return message.customerPhone ? whatsAppLink(message.customerPhone, message.content) : null;
}
