/**
 * A sentence ending in a name or a quote gets its full stop only when it has
 * none: "+1 pedido para Thiago Lima Jr." not "…Jr.." (issue 30).
 */
export const withFullStop = (text: string): string =>
  /[.!?…]["”')]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
