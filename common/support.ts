/**
 * How soon the team answers (SPEC §1: within 24 hours, Monday to Friday 9h to
 * 18h) and Pro's priority support (issue 30): a message sent signed in to a
 * Pro account arrives marked priority and is answered first, within
 * SUPPORT_ANSWER_TIME.pro. Zod-free: the pricing page's plan lines read it.
 */
export const SUPPORT_HOURS = "Segunda a sexta, das 9h às 18h";
export const SUPPORT_ANSWER_TIME = {
  everyone: "em até 24 horas",
  pro: "em até 4 horas úteis",
} as const;
