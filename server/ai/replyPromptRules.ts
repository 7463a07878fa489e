import type { ReviewPointRequest } from "../../common/reviewPoints";
import { analyseReview, withOwnerPoints } from "./local/engine/reviews/analyse";
import { type OwnerContacts, privateChannelsPt } from "./local/engine/reviews/contact";

/**
 * The part of a model's instructions that comes from reading the review: the
 * points to answer (the owner's list when given), the language, and, for a
 * food-safety review, the rules the reply must keep. The same reading drives
 * checkReply, so the model is asked for exactly what will be checked.
 */
export function replyRulesFor(
  reviewText: string,
  points?: readonly ReviewPointRequest[],
  contacts?: OwnerContacts,
): string {
  const read = analyseReview(reviewText);
  const a = points ? withOwnerPoints(read, points) : read;
  const lines: string[] = [];
  const complaints = a.points.filter((p) => p.topic !== "praise");
  if (complaints.length > 0) {
    lines.push("Responda a cada um destes pontos, de forma específica, sem esquecer nenhum:");
    for (const p of complaints)
      lines.push(p.excerpt ? `- ${p.label} (o cliente escreveu: "${p.excerpt}")` : `- ${p.label}`);
    if (complaints.some((p) => p.topic === "other"))
      lines.push('Nos pontos "Outra reclamação", retome as palavras do cliente entre aspas.');
  }
  if (a.points.some((p) => p.topic === "praise"))
    lines.push("Agradeça o elogio citando o que o cliente elogiou.");
  if (a.language === "en") lines.push("A avaliação está em inglês: escreva a resposta inteira em inglês.");
  if (a.moderation?.reason === "noOrder") {
    lines.push(
      "ATENÇÃO: a avaliação acusa a loja sem relatar um pedido (boato ou ataque). Regras obrigatórias:",
      "- não repita, não confirme e não negue a acusação; não cite o que ela diz;",
      "- diga em uma frase que a loja leva a sério o que se diz sobre a cozinha;",
      `- peça contato em particular ${privateChannelsPt(a.failed, contacts)}, com os dados do pedido;`,
      '- curta e neutra: sem convite para voltar, sem palavras alegres, sem emojis; assine com "Atenciosamente".',
    );
  } else if (a.safety) {
    lines.push(
      "ATENÇÃO: é uma avaliação sobre segurança alimentar. Regras obrigatórias:",
      "- nomeie o problema relatado (por exemplo, o item com alergênico, a carne crua, o que foi encontrado, o mal-estar);",
      '- leve a sério sem admitir culpa nem falar em contaminação ("pelo que você relatou");',
      `- peça contato privado ${privateChannelsPt(a.failed, contacts)};`,
      "- não convide o cliente a voltar nem fale em próximo pedido;",
      '- nada de palavras alegres, pontos de exclamação ou emojis; assine com "Atenciosamente";',
      "- não prometa reembolso, cupom, desconto ou brinde.",
    );
  } else if (a.failed.includes("chat")) {
    lines.push(
      `O cliente disse que o chat não respondeu: ofereça contato ${privateChannelsPt(a.failed, contacts)}.`,
    );
  }
  const where = privateChannelsPt(a.failed, contacts);
  lines.push(
    where === "por aqui"
      ? "Contato: o restaurante não informou canais; se pedir contato, diga apenas “fale com a gente por aqui” e não cite WhatsApp, telefone ou e-mail."
      : `Contato: ofereça só ${where}; não cite WhatsApp, telefone ou e-mail sem o número ou o endereço.`,
    "Não mencione nenhuma reclamação, causa, ingrediente, número ou alergia que não esteja nos pontos acima.",
  );
  return lines.join("\n");
}
