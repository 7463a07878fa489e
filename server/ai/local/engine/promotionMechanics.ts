import type { BusinessProfile } from "../data/businessProfiles";
import { agree, definiteArticle, indefiniteArticle, type Noun, possessive } from "./grammar";
import { charmPrice, formatBrl, formatBrlWhole, roundUpToFive } from "./money";
import type { Rng } from "./random";
import { analyseDish } from "./recognise";
import { capitalize } from "./text";

/** What a mechanic may use: the business, the restaurant's own dishes and figures. */
export type PromotionContext = {
  profile: BusinessProfile;
  rng: Rng;
  /** The restaurant's dishes that have a price, best sellers first. */
  dishes: readonly { name: string; priceCents: number; sales: number }[];
  /** The dish the owner chose to promote (priceCents 0 when its price is unknown). */
  chosen?: { name: string; priceCents: number } | undefined;
  /** Its average ticket (from metrics), else the business's typical one. */
  ticketCents: number;
  /** Whether the lunch crowd is its main public (marmitas, pratos feitos). */
  lunch: boolean;
};

export type PromotionDraft = { title: string; description: string; discount: string; period: string };

/** A way to run a promotion; null when it needs data the restaurant does not have. */
export type Mechanic = (c: PromotionContext) => PromotionDraft | null;

const product = (c: PromotionContext, plural = false): Noun => ({
  text: plural ? c.profile.product.plural : c.profile.product.singular,
  gender: c.profile.product.gender,
  number: plural ? "p" : "s",
});
/** "as nossas pizzas", "os nossos hambúrgueres". */
const ourProducts = (c: PromotionContext) => {
  const p = product(c, true);
  return `${definiteArticle(p)} ${possessive(p)} ${p.text}`;
};
const pick = <T>(c: PromotionContext, items: readonly T[]) => c.rng.pick(items);
const threshold = (c: PromotionContext, factor: number) =>
  formatBrlWhole(roundUpToFive(c.ticketCents * factor));
const everyDay = (c: PromotionContext) => `Todos os dias, ${c.profile.peak}`;
const quietPeriod = (c: PromotionContext) =>
  c.profile.quiet.startsWith("das")
    ? `Todos os dias, ${c.profile.quiet}`
    : `${capitalize(c.profile.quiet)}, o dia todo`;

/** "a Pizza de Calabresa": the article when the dish's gender is known, else the bare name. */
function theDish(name: string): string {
  const dish = analyseDish(name);
  return dish.headSure ? `${definiteArticle(dish.head)} ${name}` : name;
}

/**
 * "É uma das campeãs de pedidos da casa" for a pizza, "É um dos campeões…"
 * for a hambúrguer; a name whose gender is unsure gets a form with nothing to agree.
 */
function champion(name: string): string {
  const dish = analyseDish(name);
  if (!dish.headSure) return "Está entre os mais pedidos da casa";
  const n = dish.head;
  const plural = n.number === "p";
  const feminine = n.gender === "f";
  if (plural) return `${feminine ? "Estão entre as campeãs" : "Estão entre os campeões"} de pedidos da casa`;
  return `${feminine ? "É uma das campeãs" : "É um dos campeões"} de pedidos da casa`;
}

/**
 * The price a person would print for a cut of about `wanted` % (",90"
 * endings), and the cut it really gives to the nearest point: R$ 34,90 →
 * R$ 29,90 is 14 %, so the text says 14 %, never the 15 % that was aimed at.
 * Null when no sensible price gives a cut between 5 % and 50 %.
 */
export function promoPrice(priceCents: number, wanted: number): { promo: number; percent: number } | null {
  if (priceCents <= 0) return null;
  const promo = Math.min(charmPrice(priceCents * (1 - wanted / 100)), priceCents - 100);
  if (promo <= 0) return null;
  const percent = Math.round((1 - promo / priceCents) * 100);
  return percent >= 5 && percent <= 50 ? { promo, percent } : null;
}

/** "sai" or "saem": the verb agrees with the dish ("as Coxinhas saem", "a Pizza sai"). */
export function goesOut(name: string): string {
  const dish = analyseDish(name);
  return dish.headSure && dish.head.number === "p" ? "saem" : "sai";
}

/**
 * The dish a promotion features: the owner's choice, else the best seller
 * (a random dish when sales are unknown), with its promotional price and the
 * real cut, or only the wanted cut when the price cannot make one.
 */
function featuredDish(c: PromotionContext, wanted: number) {
  const top = c.dishes[0];
  const best = top && top.sales > 0 ? top : undefined;
  const dish = c.chosen ?? best ?? (c.dishes.length > 0 ? pick(c, c.dishes) : undefined);
  if (!dish) return null;
  const price = promoPrice(dish.priceCents, wanted);
  return {
    name: dish.name,
    priceCents: dish.priceCents,
    bestSeller: best !== undefined && best.name === dish.name,
    promo: price?.promo ?? null,
    percent: price?.percent ?? wanted,
  };
}

// ---- Raise sales and the ticket ---------------------------------------------------

const progressive: Mechanic = (c) => {
  const high = pick(c, [15, 20]);
  const group = c.lunch ? "os colegas de trabalho" : "a família ou a turma";
  return {
    title: "Leve mais, pague menos",
    discount: `até ${high}%`,
    description: `Pedindo 2 ${product(c, true).text}, você ganha 10% de desconto; a partir de 3, o desconto sobe para ${high}%. Junte ${group} e aproveite!`,
    period: pick(c, [everyDay(c), "Válida por 15 dias"]),
  };
};

const freeDeliveryAbove: Mechanic = (c) => {
  const min = threshold(c, 1.15);
  return {
    title: `Frete grátis acima de ${min}`,
    discount: "Frete grátis",
    description: `Nos pedidos acima de ${min}, a entrega é por nossa conta. Capriche no pedido, chame quem está com você e economize no frete!`,
    period: pick(c, ["Válida por 15 dias", "Todos os dias, durante este mês"]),
  };
};

const combo: Mechanic = (c) => {
  if (c.dishes.length < 2) return null;
  const [a, b] = c.rng.sample(c.dishes, 2);
  if (!a || !b) return null;
  const full = a.priceCents + b.priceCents;
  const cut = promoPrice(full, pick(c, [10, 15]));
  if (!cut) return null;
  const { promo: price, percent } = cut;
  const title = `Combo ${a.name} + ${b.name}`;
  return {
    title: title.length <= 80 ? title : `Combo da casa com ${percent}% de desconto`,
    discount: `${percent}%`,
    description: `${capitalize(theDish(a.name))} e ${theDish(b.name)} no mesmo pedido por ${formatBrl(price)} (separados, sairiam por ${formatBrl(full)}). Ótimo para quem quer provar mais de um sabor da casa.`,
    period: pick(c, ["Válida por 7 dias", "Válida por 15 dias"]),
  };
};

const quietHours: Mechanic = (c) => {
  const percent = pick(c, [15, 20]);
  return {
    title: `${percent}% de desconto ${c.profile.quiet}`,
    discount: `${percent}%`,
    description: `Pedidos feitos ${c.profile.quiet} ganham ${percent}% de desconto em todo o cardápio. Aproveite ${c.profile.quiet.startsWith("das") ? "o horário mais tranquilo" : "os dias mais tranquilos"} da cozinha e peça com desconto!`,
    period: quietPeriod(c),
  };
};

// ---- Attract new customers --------------------------------------------------------

const firstOrderCoupon: Mechanic = (c) => {
  const percent = pick(c, [10, 15, 20]);
  const code = `${pick(c, ["BEMVINDO", "PRIMEIRO", "OLA"])}${percent}`;
  return {
    title: `${percent}% de desconto no primeiro pedido`,
    discount: `${percent}%`,
    description: `Ainda não provou ${ourProducts(c)}? Use o cupom ${code} e ganhe ${percent}% de desconto no seu primeiro pedido. Estamos esperando por você!`,
    period: "Válida por 30 dias, só para novos clientes",
  };
};

const firstOrderFreeDelivery: Mechanic = (c) => ({
  title: "Primeiro pedido com frete grátis",
  discount: "Frete grátis",
  description: `Para quem ainda não pediu com a gente: no primeiro pedido, a entrega é por nossa conta com o cupom PRIMEIRAVEZ. Experimente ${ourProducts(c)} sem pagar o frete!`,
  period: "Válida por 30 dias, só para novos clientes",
});

const firstOrderReais: Mechanic = (c) => {
  const minCents = roundUpToFive(c.ticketCents * 0.8);
  // At most a fifth of the minimum order: R$ 10 off a R$ 25 marmita would hurt the owner.
  const fitting = [5, 8, 10, 15].filter((a) => a * 100 <= minCents * 0.2);
  const amount = pick(c, fitting.length ? fitting : [5]);
  return {
    title: `R$ ${amount} de desconto no primeiro pedido`,
    discount: `R$ ${amount}`,
    description: `Novo por aqui? Ganhe R$ ${amount} de desconto no primeiro pedido acima de ${formatBrlWhole(minCents)} com o cupom CHEGUEI${amount}. É a desculpa perfeita para conhecer ${ourProducts(c)}.`,
    period: "Válida por 30 dias, só para novos clientes",
  };
};

// ---- Bring customers back ---------------------------------------------------------

const nextOrderCoupon: Mechanic = (c) => {
  const percent = pick(c, [10, 15]);
  return {
    title: `${percent}% de desconto para quem volta`,
    discount: `${percent}%`,
    description: `Quem já pediu com a gente ganha ${percent}% de desconto no próximo pedido com o cupom VOLTEI${percent}. É o nosso jeito de agradecer a sua preferência!`,
    period: pick(c, ["Válida por 30 dias", "Válida até o fim do mês"]),
  };
};

const stampCard: Mechanic = (c) => {
  const n = pick(c, [5, 8, 10]);
  return {
    title: `A cada ${n} pedidos, o ${n + 1}º sai pela metade do preço`,
    discount: `50% no ${n + 1}º pedido`,
    description: `Cliente fiel tem vantagem: a cada ${n} pedidos, o ${n + 1}º sai com 50% de desconto. Continue pedindo com a gente e acumule seus pedidos para ganhar!`,
    period: "Válida por 90 dias",
  };
};

const secondOrderFreeDelivery: Mechanic = () => ({
  title: "Frete grátis no segundo pedido do mês",
  discount: "Frete grátis",
  description:
    "Pediu uma vez este mês? O segundo pedido tem entrega por nossa conta. Quem volta merece ser bem recebido!",
  period: "Todos os meses, a partir do segundo pedido",
});

// ---- Promote one dish -------------------------------------------------------------

const dishOfTheWeek: Mechanic = (c) => {
  const wanted = pick(c, [15, 20, 25]);
  const dish = featuredDish(c, wanted);
  if (!dish) {
    const one = product(c);
    const chosen = `${indefiniteArticle(one)} ${one.text} ${agree("escolhido", one)} a dedo`;
    // Each text with the period it speaks of: "Toda semana" is a standing offer, "Nesta semana" this one.
    const [description, period] = pick(c, [
      [
        `Toda semana, ${chosen} ganha ${wanted}% de desconto. Fique de olho no cardápio e aproveite o destaque da vez!`,
        "Toda semana, de segunda a domingo",
      ],
      [
        `Nesta semana, ${chosen} sai com ${wanted}% de desconto. Peça já e descubra ${definiteArticle(one)} ${possessive(one, "seu")} ${agree("novo* favorito*", one)}!`,
        pick(c, ["Válida por 7 dias", "De segunda a domingo, nesta semana"]),
      ],
    ] as const);
    return {
      title: pick(c, [
        `${capitalize(one.text)} da semana com ${wanted}% de desconto`,
        `Destaque da semana: ${wanted}% de desconto`,
      ]),
      discount: `${wanted}%`,
      description,
      period,
    };
  }
  const { percent } = dish;
  const fame = dish.bestSeller ? ` ${champion(dish.name)}, agora com preço especial.` : "";
  const titles = [`${dish.name} com ${percent}% de desconto`, `Destaque da semana: ${dish.name}`];
  const deal =
    dish.promo !== null
      ? `${goesOut(dish.name)} de ${formatBrl(dish.priceCents)} por ${formatBrl(dish.promo)}`
      : `${goesOut(dish.name)} com ${percent}% de desconto`;
  return {
    title: titles.find((t) => t.length <= 80) ?? `Destaque da semana com ${percent}% de desconto`,
    discount: `${percent}%`,
    description: `Nesta semana, ${theDish(dish.name)} ${deal}.${fame} Peça já e aproveite enquanto a promoção durar!`,
    period: pick(c, ["Válida por 7 dias", "De segunda a domingo, nesta semana"]),
  };
};

// ---- Weekends ---------------------------------------------------------------------

const weekendPeriod = (c: PromotionContext) => `Sexta, sábado e domingo, ${c.profile.peak}`;

const secondHalfPrice: Mechanic = (c) => {
  const one = product(c);
  const ordinal = one.gender === "f" ? "2ª" : "2º";
  return {
    title: `Fim de semana em dobro: ${ordinal} ${one.text} pela metade do preço`,
    discount: "50% na 2ª unidade",
    description: `De sexta a domingo, na compra de ${indefiniteArticle(one)} ${one.text}, ${definiteArticle(one)} ${agree("segundo", one)} sai pela metade do preço (vale para ${definiteArticle(one)} de menor valor). Junte a galera e aproveite o fim de semana!`,
    period: weekendPeriod(c),
  };
};

const weekendCoupon: Mechanic = (c) => {
  const percent = pick(c, [10, 15, 20]);
  return {
    title: pick(c, [`Sextou com ${percent}% de desconto`, `Fim de semana com ${percent}% de desconto`]),
    discount: `${percent}%`,
    description: `Fim de semana pede ${c.profile.craving}, e a gente ajuda: use o cupom SEXTOU${percent} e ganhe ${percent}% de desconto em todo o cardápio, de sexta a domingo.`,
    period: "Sexta, sábado e domingo, o dia todo",
  };
};

const familyCombo: Mechanic = (c) => {
  const percent = pick(c, [20, 25]);
  return {
    title: `Combo família: ${percent}% de desconto no fim de semana`,
    discount: `${percent}%`,
    description: `Aos sábados e domingos, pedidos com 3 ou mais ${product(c, true).text} ganham ${percent}% de desconto. Reúna a família e deixe a cozinha com a gente!`,
    period: "Sábado e domingo, o dia todo",
  };
};

const weekendFreeDelivery: Mechanic = (c) => {
  const min = threshold(c, 1.1);
  return {
    title: "Fim de semana com frete grátis",
    discount: "Frete grátis",
    description: `De sexta a domingo, pedidos acima de ${min} têm entrega grátis. O seu fim de semana mais gostoso, sem taxa de entrega!`,
    period: weekendPeriod(c),
  };
};

// ---- Clear stock ------------------------------------------------------------------

const flashSale: Mechanic = (c) => {
  const dish = featuredDish(c, pick(c, [25, 30]));
  const percent = dish?.percent ?? pick(c, [25, 30]);
  const many = product(c, true);
  const what = dish ? dish.name : `${many.text} ${agree("selecionado", many)}`;
  const title = `Oferta relâmpago: ${what} com ${percent}% de desconto`;
  const deal =
    dish?.promo != null
      ? `${goesOut(dish.name)} de ${formatBrl(dish.priceCents)} por ${formatBrl(dish.promo)}`
      : `${dish ? goesOut(dish.name) : "saem"} com ${percent}% de desconto`;
  return {
    title: title.length <= 80 ? title : `Oferta relâmpago com ${percent}% de desconto`,
    discount: `${percent}%`,
    description: `Só hoje, ${dish ? theDish(dish.name) : what} ${deal} até acabar o estoque. Corra, porque é por tempo limitado!`,
    period: "Só hoje, enquanto durar o estoque",
  };
};

const buyThreePayTwo: Mechanic = (c) => {
  const many = product(c, true);
  const one = product(c);
  return {
    title: `Leve 3, pague 2 em ${many.text} ${agree("selecionado", many)}`,
    discount: "Leve 3, pague 2",
    description: `Enquanto durar o estoque, na compra de 3 ${many.text} ${agree("selecionado", many)}, ${definiteArticle(one)} de menor valor sai de graça. Ótimo para dividir ou guardar para depois!`,
    period: "Enquanto durar o estoque",
  };
};

/** Two hours before the business's busy hours end ("das 14h às 20h" → 18h): still open, stock still there. */
function lastHours(c: PromotionContext): string {
  if (c.lunch) return "a partir das 13h30";
  if (c.profile.peak.startsWith("das 7h")) return "a partir das 17h";
  const end = Number(/às (\d+)h/.exec(c.profile.peak)?.[1] ?? 23);
  return `a partir das ${Math.max(12, end - 2)}h`;
}

const endOfDay: Mechanic = (c) => {
  const percent = pick(c, [20, 25]);
  const from = lastHours(c);
  const many = product(c, true);
  return {
    title: `Fim de expediente: ${percent}% de desconto ${from}`,
    discount: `${percent}%`,
    description: `Todos os dias, ${from}, ${many.text} ${agree("selecionado", many)} saem com ${percent}% de desconto até acabar. Comida boa, preço melhor e nada de desperdício!`,
    period: `Todos os dias, ${from}`,
  };
};

// ---- Compete on price -------------------------------------------------------------

const everydayPrice: Mechanic = (c) => {
  const percent = pick(c, [10, 12]);
  return {
    title: `Preço camarada: ${percent}% de desconto todos os dias`,
    discount: `${percent}%`,
    description: `A qualidade de sempre com um preço mais amigo: todo o cardápio com ${percent}% de desconto nos pedidos pelo app. Peça sem pesar no bolso!`,
    period: "Nos próximos 30 dias",
  };
};

const discountPlusDelivery: Mechanic = (c) => {
  const percent = pick(c, [10, 15]);
  const min = threshold(c, 1);
  return {
    title: `${percent}% de desconto e frete grátis`,
    discount: `${percent}% + frete grátis`,
    description: `Pedidos acima de ${min} ganham ${percent}% de desconto e entrega grátis. Mais sabor e menos custo no seu pedido!`,
    period: "De segunda a quinta, durante este mês",
  };
};

const dishSpecialPrice: Mechanic = (c) => {
  const dish = featuredDish(c, pick(c, [10, 15]));
  if (!dish || dish.promo === null) return null;
  const title = `${dish.name} por ${formatBrl(dish.promo)}`;
  return {
    title: title.length <= 80 ? title : `Preço especial por ${formatBrl(dish.promo)}`,
    discount: `${dish.percent}%`,
    description: `Preço especial para ${theDish(dish.name)}: de ${formatBrl(dish.priceCents)} por ${formatBrl(dish.promo)}, com o mesmo capricho de sempre. Peça já pelo app!`,
    period: "Nos próximos 15 dias",
  };
};

export type PromotionFamily = "sales" | "attract" | "loyalty" | "dish" | "weekend" | "stock" | "price";

export const MECHANICS: Record<PromotionFamily, readonly Mechanic[]> = {
  sales: [progressive, freeDeliveryAbove, combo, quietHours],
  attract: [firstOrderCoupon, firstOrderFreeDelivery, firstOrderReais],
  loyalty: [nextOrderCoupon, stampCard, secondOrderFreeDelivery],
  dish: [dishOfTheWeek, dishSpecialPrice],
  weekend: [secondHalfPrice, weekendCoupon, familyCombo, weekendFreeDelivery],
  stock: [flashSale, buyThreePayTwo, endOfDay],
  price: [everydayPrice, discountPlusDelivery, dishSpecialPrice],
};
