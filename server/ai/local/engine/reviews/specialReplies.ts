import type { ReviewPoint, ReviewTopic } from "../../../../../common/reviewPoints";
import type { TopicLines } from "../../data/replySentences";
import type { Rng } from "../random";
import { fold, sentences } from "../text";
import type { ReviewAnalysis } from "./analyse";
import { privateChannelsPt } from "./contact";
import { moderatedBody } from "./moderatedReply";

/**
 * Replies for the cases issue 28 added: a review to take to moderation (a
 * short, neutral reply that quotes nothing), a Spanish review (answered in
 * Spanish), and the lines of the new points (an extra paid for and not
 * sent, price against portion, a diet, nobody answering, the wrong item
 * named as the customer named it).
 */

/** One plain, neutral sentence per point: what a moderated reply says, never quoting the review. */
const PLAIN: Record<Exclude<ReviewTopic, "praise" | "other">, string> = {
  delay: "Sentimos muito pela demora.",
  notDelivered: "Sentimos muito que o pedido não tenha chegado.",
  cold: "Sentimos muito que a comida tenha chegado fria.",
  warmDrink: "Sentimos muito pela bebida, que deveria chegar gelada.",
  melted: "Sentimos muito que a sobremesa tenha chegado derretida.",
  wrongItem: "Sentimos muito pelo item errado.",
  customisation: "Sentimos muito que a observação do pedido não tenha sido seguida.",
  missingItem: "Sentimos muito pelo item que faltou.",
  portion: "Registramos o seu comentário sobre a porção.",
  packaging: "Sentimos muito pelo estado da embalagem.",
  taste: "Registramos o seu comentário sobre o preparo.",
  raw: "Levamos a sério o relato sobre o ponto de cozimento do pedido.",
  spoiled: "Levamos a sério o relato sobre o estado da comida.",
  foreignBody: "Levamos a sério o relato sobre o que foi encontrado na comida.",
  poisoning: "Levamos a sério o relato de mal-estar.",
  allergy: "Levamos a sério o relato sobre a alergia ou restrição alimentar.",
  courier: "Registramos o que você contou sobre a entrega.",
  price: "Registramos o seu comentário sobre o preço.",
  app: "Registramos o problema com o app de delivery.",
  service: "Sentimos muito pelo atendimento.",
  general: "Sentimos muito que a experiência não tenha sido boa.",
  paidExtra: "Sentimos muito pelo adicional pago que ficou de fora do pedido.",
  pricePortion: "Registramos o seu comentário sobre a porção e o preço.",
  diet: "Levamos a sério o pedido feito por causa da sua dieta.",
  unanswered: "Sentimos muito que ninguém tenha atendido o seu contato.",
};

export const plainLine = (p: ReviewPoint) =>
  p.topic === "praise" || p.topic === "other" ? undefined : PLAIN[p.topic];

/** The openings plain lines share: said once, the points after it ("Sentimos muito pela demora e pelo item errado."). */
const SHARED_OPENINGS = [
  "Sentimos muito ",
  "Registramos o seu comentário sobre ",
  "Levamos a sério o relato ",
];

/** "Sentimos muito pela demora. Sentimos muito pelo item errado." → "Sentimos muito pela demora e pelo item errado." */
function mergedPlainLines(lines: readonly (string | undefined)[]): string[] {
  const said = lines.filter((l): l is string => Boolean(l));
  const out: string[] = [];
  for (const opening of SHARED_OPENINGS) {
    const same = said.filter((l) => l.startsWith(opening));
    if (same.length === 0) continue;
    const rests = same.map((l) => l.slice(opening.length).replace(/\.$/, ""));
    const last = rests.pop() ?? "";
    out.push(`${opening}${rests.length > 0 ? `${rests.join(", ")} e ${last}` : last}.`);
  }
  return [...out, ...said.filter((l) => !SHARED_OPENINGS.some((o) => l.startsWith(o)))];
}

/** Moderated reviews (slurs, insults, threats, rumours): short, neutral, nothing quoted, sober sign-off. */
export function writeModeratedReply(a: ReviewAnalysis, signature: string): string {
  const where = privateChannelsPt(a.failed, a.contacts);
  const body = moderatedBody(a.moderation?.reason, mergedPlainLines(a.points.map(plainLine)), {
    hello: "Olá.",
    received: "Recebemos a sua avaliação.",
    rumour: [
      "Levamos a sério tudo o que se diz sobre a nossa cozinha.",
      a.safety ? "A segurança dos alimentos é prioridade para nós." : undefined,
      `Se você fez um pedido conosco e teve algum problema, fale com a gente em particular ${where} com os dados do pedido, para verificarmos com atenção.`,
    ],
    threat: `Se houve um problema com o seu pedido, fale com a gente ${where} para resolvermos com calma.`,
    respect:
      "Pedimos respeito com todas as pessoas que trabalham no pedido, da nossa equipe aos entregadores.",
    close: `Se quiser, fale com a gente ${where} para verificarmos o que aconteceu.`,
  });
  return `${sentences(body)}\n\n${signature}`;
}

const lines = (id: string, apologies: string[], actions: string[]): TopicLines => ({
  apologies,
  action: { id, lines: actions },
});

export const NEW_TOPIC_LINES: Record<"paidExtra" | "pricePortion" | "diet" | "unanswered", TopicLines> = {
  paidExtra: lines(
    "paidExtra",
    [
      "Pedimos desculpas pelo adicional que você pagou e não recebeu; isso não pode acontecer.",
      "Sentimos muito: você pagou por um adicional que ficou de fora do pedido.",
    ],
    [
      "Vamos conferir esse pedido e a cobrança do adicional com a equipe.",
      "Vamos verificar o que aconteceu com o adicional desse pedido e reforçar a conferência dos extras.",
    ],
  ),
  pricePortion: lines(
    "pricePortion",
    [
      "Agradecemos a sinceridade: entendemos que a porção não está valendo o preço.",
      "Entendemos o seu ponto sobre a porção e o preço; ele é importante para nós.",
    ],
    [
      "Vamos rever a quantidade de cada porção e o preço com a cozinha.",
      "Vamos revisar as porções e os preços do cardápio com esse comentário em mãos.",
    ],
  ),
  diet: lines(
    "diet",
    [
      "Sentimos muito que o pedido não tenha respeitado a sua dieta; sabemos que isso é sério.",
      "Lamentamos que a restrição da sua dieta não tenha sido respeitada no pedido.",
    ],
    [
      "Vamos reforçar com a equipe a atenção a pedidos feitos por restrição alimentar.",
      "Vamos conferir com a cozinha como esse pedido foi montado e reforçar o cuidado com restrições.",
    ],
  ),
  unanswered: lines(
    "unanswered",
    [
      "Sentimos muito que ninguém tenha atendido quando você tentou falar com a gente.",
      "Pedimos desculpas: você tentou falar com a gente e ficou sem atendimento.",
    ],
    ["Vamos rever quem atende as ligações e as mensagens em cada turno para que ninguém fique sem resposta."],
  ),
};

/** "Item errado: pediu calabresa, veio portuguesa" → the apology that names both, in the customer's words. */
export function wrongItemLines(label: string): TopicLines | undefined {
  const m = /^Item errado: pediu (.+), veio (.+)$/.exec(label);
  if (!m?.[1] || !m[2]) return undefined;
  const [ordered, got] = [m[1], m[2]];
  return lines(
    "check",
    [
      `Pedimos desculpas pelo item errado: você pediu ${ordered} e recebeu ${got}.`,
      `Sentimos muito pela troca: o pedido era ${ordered} e chegou ${got}.`,
    ],
    [
      "Vamos reforçar a conferência de cada pedido antes de sair da cozinha.",
      "Vamos combinar com a equipe uma conferência extra de cada pedido antes da entrega.",
    ],
  );
}

// ---- Spanish -------------------------------------------------------------------

const ES: Record<Exclude<ReviewTopic, "praise">, string> = {
  delay:
    "Lamentamos mucho la demora con su pedido; vamos a revisar cómo organizamos las horas de más movimiento.",
  notDelivered: "Lamentamos mucho que su pedido no haya llegado; vamos a revisar qué pasó con esta entrega.",
  cold: "Lamentamos que la comida haya llegado fría; vamos a revisar el empaque y el tiempo entre la cocina y la entrega.",
  warmDrink: "Lamentamos que la bebida no haya llegado fría.",
  melted: "Lamentamos que el postre haya llegado derretido.",
  wrongItem:
    "Le pedimos disculpas por el producto equivocado; vamos a revisar cada pedido antes de que salga.",
  customisation: "Le pedimos disculpas porque no se siguió la nota de su pedido.",
  missingItem: "Lamentamos que faltara algo en su pedido; vamos a revisar cada bolsa antes de que salga.",
  portion: "Gracias por su comentario sobre la cantidad de la porción; lo vamos a revisar con la cocina.",
  packaging: "Lamentamos el estado del empaque; vamos a revisar cómo preparamos cada pedido para el viaje.",
  taste:
    "Lamentamos que el sabor de la comida no estuviera como debía; vamos a compartir su comentario con la cocina.",
  raw: "Nos preocupa mucho lo que cuenta sobre la cocción de su pedido.",
  spoiled: "Nos preocupa mucho lo que cuenta sobre el estado de la comida.",
  foreignBody: "Nos preocupa mucho lo que encontró en la comida.",
  poisoning: "Lamentamos mucho que se haya sentido mal y esperamos que ya esté mejor.",
  allergy: "Nos preocupa mucho que no se haya respetado su alergia o restricción.",
  courier: "Lamentamos cómo fue la entrega.",
  price: "Gracias por su comentario sobre el precio; lo tendremos en cuenta.",
  app: "Lamentamos el problema con la aplicación de delivery.",
  service: "Le pedimos disculpas por la atención que recibió.",
  general: "Lamentamos que su experiencia no haya sido buena.",
  other: "Lamentamos lo que nos cuenta y lo vamos a revisar con el equipo.",
  paidExtra: "Lamentamos que el adicional que pagó no haya llegado.",
  pricePortion: "Gracias por su comentario sobre la porción y el precio; lo vamos a revisar.",
  diet: "Lamentamos que no se haya respetado su dieta.",
  unanswered: "Lamentamos que nadie haya atendido su llamada o su mensaje.",
};

/** The slip a put-right line names. */
const SLIP_ES: Partial<Record<ReviewTopic, string>> = {
  wrongItem: "el producto equivocado",
  missingItem: "lo que faltó en su pedido",
};

/** A reaction told beside an allergy: "me picó la garganta", "terminé en urgencias". */
const ES_HARM =
  /\b(garganta|reacci\w*|hinch\w*|hospital|urgencias?|pic(o|aba)|ronchas|antialergic\w*|me (senti|sentia) mal|me dio)\b/;

/** What the kitchen will look into, in a safety reply: the Portuguese reply's promise, in Spanish. */
function spanishInvestigation(a: ReviewAnalysis): string {
  const topics = a.points.map((p) => p.topic);
  if (topics.includes("foreignBody"))
    return "La seguridad de los alimentos es una prioridad para nosotros: vamos a revisar con la cocina cómo se preparó y se empacó este pedido.";
  if (topics.includes("allergy"))
    return "Los avisos de alergia se toman con toda seriedad, y vamos a revisar con la cocina cómo se preparó este pedido.";
  return "La seguridad de los alimentos es una prioridad para nosotros: vamos a revisar con la cocina la preparación y los ingredientes de este pedido.";
}

/** A line closer to what the customer said than the topic's own: soggy fries are no taste, a rude courier no route. */
function spanishLine(p: ReviewPoint, a: ReviewAnalysis): string | undefined {
  const words = fold(p.excerpt);
  // "faltaba el postre, pero llamé y lo mandaron enseguida. Excelente atención": the slip put right, thanked.
  if (a.putRight?.includes(p.topic))
    return `Lamentamos ${SLIP_ES[p.topic] ?? "el error"} y nos alegra que se haya podido resolver; gracias por su comprensión.`;
  // "Me picó la garganta": a reaction told is wished well, as in Portuguese.
  if (p.topic === "allergy") {
    const wish = ES_HARM.test(a.text) ? ", y esperamos que ya esté bien" : "";
    return /alergi/.test(a.text)
      ? `Nos preocupa mucho lo que nos cuenta sobre su alergia y este pedido${wish}.`
      : /celiac/.test(a.text)
        ? `Nos preocupa mucho lo que nos cuenta sobre su celiaquía, una restricción alimentaria que tomamos muy en serio${wish}.`
        : `Nos preocupa mucho lo que nos cuenta sobre su restricción alimentaria y este pedido${wish}.`;
  }
  // A safety reply states no fault: the note is the customer's account, to be looked into.
  if (p.topic === "customisation" && a.safety)
    return "Revisaremos también lo que nos cuenta sobre la nota de su pedido.";
  if (
    p.topic === "taste" &&
    /\b(bland[oa]s?|dur[oa]s?|sec[oa]s?|aguad[oa]s?|grasos[oa]s?|quemad[oa]s?|pasad[oa]s?|gomos[oa]s?|chiclos[oa]s?)\b/.test(
      words,
    )
  )
    return "Lamentamos que la comida no llegara con la textura y el punto que debía; vamos a compartir su comentario con la cocina.";
  if (
    p.topic === "courier" &&
    /\b(groser\w*|mal educad\w*|maleducad\w*|rud[oa]|grit\w*|insult\w*|prepotente)\b/.test(words)
  )
    return "Lamentamos el trato que recibió en la entrega: todos nuestros clientes merecen respeto, y lo vamos a informar.";
  return undefined;
}

export function writeSpanishReply(a: ReviewAnalysis, rng: Rng, restaurantName: string | undefined): string {
  const team = restaurantName?.trim() ? `Equipo ${restaurantName.trim()}` : "Nuestro equipo";
  const complaints = a.points.filter((p) => p.topic !== "praise");
  const praised = a.points.some((p) => p.topic === "praise");
  if (complaints.length === 0)
    return `${sentences([
      rng.pick(["¡Muchas gracias por su reseña!", "¡Gracias por sus palabras!"]),
      praised ? "Nos alegra mucho que le haya gustado su pedido." : undefined,
      "¡Esperamos verle pronto!",
    ])}\n\nSaludos,\n${team}`;
  const body = [
    "Hola, gracias por su reseña.",
    // "las empanadas riquísimas": praise beside a complaint is thanked too (never in a sober safety reply).
    praised && !a.safety
      ? /\b(atencion|atendimiento|servicio|amables?|trato)\b/.test(
          fold(a.points.find((p) => p.topic === "praise")?.excerpt ?? ""),
        )
        ? "Nos alegra mucho que le haya gustado nuestra atención."
        : "Nos alegra mucho que le haya gustado la comida."
      : undefined,
    ...complaints.map((p) =>
      p.topic === "delay" && a.reading.forgivenWait
        ? "Gracias por su paciencia y su comprensión con la espera; vamos a trabajar para que el próximo llegue más rápido."
        : (spanishLine(p, a) ?? ES[p.topic as Exclude<ReviewTopic, "praise">]),
    ),
    a.safety ? spanishInvestigation(a) : undefined,
    a.safety ? "Por favor, contáctenos en privado para entender bien lo que pasó." : undefined,
    a.safety
      ? undefined
      : complaints.every((p) => a.putRight?.includes(p.topic))
        ? "¡Esperamos verle pronto!"
        : "Esperamos tener la oportunidad de hacerlo mejor.",
  ];
  return `${sentences(body)}\n\n${a.safety ? "Atentamente" : "Saludos"},\n${team}`;
}

/** A Spanish review for moderation: the Portuguese moderated reply's words, in Spanish. */
export function writeSpanishModeratedReply(a: ReviewAnalysis, restaurantName: string | undefined): string {
  const team = restaurantName?.trim() ? `Equipo ${restaurantName.trim()}` : "Nuestro equipo";
  const points = a.points
    .filter((p) => p.topic !== "praise")
    .map((p) => ES[p.topic as Exclude<ReviewTopic, "praise">]);
  const body = moderatedBody(a.moderation?.reason, points, {
    hello: "Hola.",
    received: "Recibimos su reseña.",
    rumour: [
      "Tomamos en serio todo lo que se dice sobre nuestra cocina.",
      a.safety ? "La seguridad de los alimentos es una prioridad para nosotros." : undefined,
      "Si hizo un pedido con nosotros y tuvo algún problema, contáctenos en privado con los datos del pedido para revisarlo con atención.",
    ],
    threat: "Si hubo un problema con su pedido, contáctenos en privado para resolverlo con calma.",
    respect:
      "Pedimos respeto para todas las personas que trabajan en cada pedido, de nuestro equipo a los repartidores.",
    close: "Si lo desea, contáctenos en privado para revisar lo que pasó.",
  });
  return `${sentences(body)}\n\nAtentamente,\n${team}`;
}
