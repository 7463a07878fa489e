import { type ContactMessage, contactSentSchema } from "../../../../../common/contact";
import { request } from "../../../../lib/api";

/** POST /api/contact: the message goes to the team's inbox (via the mail outbox). */
export const sendContactMessage = (message: ContactMessage) =>
  request(contactSentSchema, "POST", "/api/contact", message);
