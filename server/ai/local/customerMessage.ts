import { randomInt } from "node:crypto";
import type { CampaignGoal, CustomerSegment } from "../../../common/customers";

/**
 * The built-in writer of campaign messages (issue 15): a short WhatsApp text
 * with `{nome}` where each customer's first name goes, warm and in the
 * restaurant's own voice. It promises nothing the owner did not decide: no
 * discount, no free delivery, no coupon, no price, no date. The owner edits
 * the text once before it goes out.
 */
export type CustomerMessageInput = {
  segment: CustomerSegment;
  goal: CampaignGoal;
  /** The restaurant's name, to sign; without it the text is not signed. */
  restaurantName?: string | undefined;
  /** A dish of the restaurant to name (a "prato novo" goal names it when there is one). */
  dishName?: string | undefined;
};

type Parts = { openings: string[]; bodies: string[]; closings: string[] };

const GREETINGS = ["Oi, {nome}!", "Olá, {nome}!", "Oi, {nome}, tudo bem?", "{nome}, tudo bem por aí?"];

/** What each goal says, in a few ways; "{prato}" only where a dish can be named. */
const BY_GOAL: Record<CampaignGoal, Parts> = {
  "come-back": {
    openings: GREETINGS,
    bodies: [
      "Faz um tempinho que você não pede com a gente e bateu saudade.",
      "Sentimos sua falta por aqui.",
      "Lembramos de você hoje na cozinha.",
      "Faz tempo que a gente não prepara um pedido seu.",
    ],
    closings: [
      "Quando der vontade, é só chamar que a gente prepara com carinho.",
      "Se quiser pedir hoje, responde aqui que a gente cuida de tudo.",
      "Estamos por aqui quando a fome apertar.",
    ],
  },
  "new-dish": {
    openings: GREETINGS,
    bodies: [
      "Tem novidade no nosso cardápio: {prato}, e lembramos de você.",
      "Acabamos de colocar {prato} no cardápio e queríamos que você soubesse primeiro.",
      "Chegou prato novo por aqui: {prato}. Feito com o mesmo cuidado de sempre.",
      "Tem novidade no nosso cardápio e lembramos de você.",
      "Chegou prato novo por aqui, feito com o mesmo cuidado de sempre.",
      "A cozinha andou testando receitas e tem coisa nova no cardápio.",
    ],
    closings: [
      "Quer experimentar? É só responder esta mensagem.",
      "Se bater a curiosidade, chama a gente por aqui.",
      "Depois conta pra gente o que achou!",
    ],
  },
  weekend: {
    openings: GREETINGS,
    bodies: [
      "O fim de semana está chegando e a cozinha já está animada.",
      "Fim de semana pede comida boa sem precisar cozinhar.",
      "Que tal deixar a cozinha de folga neste fim de semana?",
    ],
    closings: [
      "Se quiser garantir o seu pedido, é só chamar aqui.",
      "A gente prepara, você só aproveita. É só responder esta mensagem.",
      "Estamos esperando o seu pedido!",
    ],
  },
  birthday: {
    openings: ["Oi, {nome}!", "Olá, {nome}!", "{nome}, passando rapidinho!"],
    bodies: [
      "Feliz aniversário! Desejamos um dia cheio de coisas boas.",
      "Hoje o dia é seu: feliz aniversário, de todo o pessoal daqui.",
      "Parabéns pelo seu dia! Que venham muitos anos de mesa cheia.",
    ],
    closings: [
      "Se quiser comemorar com a gente, é só chamar.",
      "Obrigado por fazer parte da nossa história.",
      "Um abraço de toda a equipe!",
    ],
  },
  "thank-you": {
    openings: GREETINGS,
    bodies: [
      "Passando para agradecer pela confiança nos seus pedidos.",
      "Queríamos dizer obrigado por escolher a gente.",
      "Cada pedido seu deixa a nossa cozinha feliz. Obrigado!",
    ],
    closings: [
      "Qualquer coisa, é só responder por aqui.",
      "Conta com a gente sempre que a fome bater.",
      "Até o próximo pedido!",
    ],
  },
};

/** A line that fits the segment, said before the closing (or nothing, some of the time). */
const BY_SEGMENT: Record<CustomerSegment, string[]> = {
  Novo: ["Foi muito bom receber o seu primeiro pedido.", "Esperamos que tenha gostado da primeira vez."],
  Recorrente: ["É sempre bom ver você por aqui.", "Você já é de casa."],
  VIP: ["Você é um dos clientes mais especiais da casa.", "Clientes como você fazem o nosso dia."],
  "Em risco": ["A sua mesa continua guardada.", "Estamos com o mesmo capricho de sempre."],
  Inativo: [
    "Muita coisa boa saiu da nossa cozinha desde o seu último pedido.",
    "A casa continua a mesma, com o mesmo carinho.",
  ],
};

/** A small seeded picker: the same seed gives the same text (tests); without one, a new text each time. */
function picker(seed: number | undefined) {
  let state = (seed ?? randomInt(2 ** 31)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

export function writeCustomerMessage(input: CustomerMessageInput, seed?: number): string {
  const rng = picker(seed);
  const parts = BY_GOAL[input.goal];
  const dish = input.dishName?.trim();
  const naming = parts.bodies.filter((b) => b.includes("{prato}"));
  const body = rng.pick(
    dish && naming.length > 0 ? naming : parts.bodies.filter((b) => !b.includes("{prato}")),
  );
  const lines = [rng.pick(parts.openings), body.replace("{prato}", dish ?? "")];
  if (input.goal !== "birthday" && rng.chance(0.6)) lines.push(rng.pick(BY_SEGMENT[input.segment]));
  lines.push(rng.pick(parts.closings));
  const name = input.restaurantName?.trim();
  const signed = name
    ? `${lines.join(" ")}\n${rng.pick(["Equipe", "Um abraço,", "Com carinho,"])} ${name}`
    : lines.join(" ");
  return signed.replace(/\s+([!?.,])/g, "$1");
}

/**
 * What a campaign text must never do, for the model's answer: lose `{nome}`
 * or promise what the owner did not decide (a discount, free delivery, a
 * coupon, a price, a gift, a date or a deadline). Answers the problems found.
 */
const PROMISES: [string, RegExp][] = [
  ["desconto", /\bdesconto|\d+\s*%|por cento|\boff\b/i],
  ["entrega grátis", /gr[aá]tis|frete|taxa de entrega|de gra[çc]a|gratuit/i],
  ["cupom", /\bcupo(m|ns)\b|\bc[oó]digo\b/i],
  ["preço", /R\$\s*\d|\breais\b/i],
  ["brinde", /\bbrinde|\bpresente\b|\bsobremesa por nossa conta|\bcortesia/i],
  [
    "prazo ou data",
    /\bs[oó] hoje\b|\bat[eé] (amanh[aã]|domingo|sexta|s[aá]bado|o fim)|\d{1,2}\/\d{1,2}|\b[uú]ltim[oa]s? (dia|hora|chance)|\bpromo[çc][aã]o\b/i,
  ],
];
export function customerMessageProblems(text: string): string[] {
  const problems = PROMISES.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
  if (!text.includes("{nome}")) problems.unshift("sem {nome}");
  if (text.length > 700) problems.push("longa demais");
  return problems;
}
