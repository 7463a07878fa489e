import { REFUND_GUARANTEE_DAYS, TRIAL_DAYS } from "./constants";

/**
 * What every page says about the trial and the card (issue 17, decision
 * 022-honest-trial): one trial on every path, the card asked at the start and
 * only verified (a zero-amount authorisation), the first charge on the
 * trial's last day, cancelling before it costs nothing. Pricing, landing,
 * register, trial and checkout read these lines so they can never disagree.
 */
export const TRIAL_CARD_SHORT = `${TRIAL_DAYS} dias grátis: nada é cobrado durante o teste. Cancele antes e não paga nada.`;

export const TRIAL_CARD_LINE = `Pedimos o cartão no início só para verificar que ele é válido (sem cobrar nada). A primeira cobrança é no último dia dos ${TRIAL_DAYS} dias grátis; cancele antes e não paga nada.`;

export const TRIAL_FAQ_ANSWER = `Sim, pedimos o cartão ao começar, em qualquer plano. Ele só é verificado, sem cobrança: nada é cobrado durante os ${TRIAL_DAYS} dias grátis. A primeira cobrança acontece no último dia do teste e você pode cancelar antes, em Minha conta, sem pagar nada. Depois, ainda há ${REFUND_GUARANTEE_DAYS} dias de garantia.`;
