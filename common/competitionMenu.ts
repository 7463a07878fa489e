/**
 * Reads a rival's menu as the owner copies it from the marketplace's page
 * (iFood, 99Food, Keeta, Rappi, a site): sections, dish names, descriptions
 * between the name and the price, and the price in the shapes those pages
 * write it ("R$ 29,90", "R$29", "a partir de R$ 19,90", "2 por R$ 50",
 * "de R$ 39,90 por R$ 29,90", an old price beside the new one). Pure: the
 * text is data, nothing in it is run or rendered as markup.
 */

/** The most a paste may hold (characters): a long menu is ~30 000; more is not a menu. */
export const MENU_PASTE_MAX_CHARS = 200_000;
/** The most dishes one paste saves. */
export const MENU_MAX_DISHES = 500;

export type PriceNote = "a partir de" | "combo" | "promoção" | null;

export type ParsedDish = {
  name: string;
  section: string | null;
  size: string | null;
  description: string | null;
  /** The price a customer pays now (the "por" of a promotion), integer cents. */
  priceCents: number;
  /** Before the promotion, when the page showed it. */
  oldPriceCents: number | null;
  /** How the page qualified the price ("a partir de R$ 19,90", "2 por R$ 50"). */
  priceNote: PriceNote;
  /** "2 por R$ 50": how many the price buys. */
  quantity: number;
};

export type MenuParse = { dishes: ParsedDish[]; notUnderstood: string[] };

export type MenuPasteProblem = "empty" | "html" | "tooLong" | "noPrices";

export const MENU_PASTE_MESSAGES: Record<MenuPasteProblem, string> = {
  empty: "Cole o texto do cardápio do concorrente.",
  html: "Isso parece o código da página (HTML), não o cardápio. Abra a página do concorrente, selecione os pratos com os preços, copie e cole aqui.",
  tooLong:
    "Esse texto é grande demais para um cardápio. Copie só a parte dos pratos e preços (até 200 mil caracteres).",
  noPrices:
    "Não encontramos nenhum preço nesse texto. Copie os pratos junto com os preços (como “R$ 29,90”) e cole de novo.",
};

// "R$ 1.299,90", "R$29", "R$ 29.90"; the amount alone ("29,90") only on a line of its own.
const MONEY = String.raw`R\$\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const MONEY_RE = new RegExp(MONEY, "gi");
const BARE_PRICE_LINE = /^(\d{1,3}(?:\.\d{3})+,\d{2}|\d{1,4},\d{2})$/;
const PROMO_RE = new RegExp(String.raw`\bde\s*${MONEY}\s*(?:por|,)\s*${MONEY}`, "i");
const COMBO_RE = new RegExp(String.raw`\b(\d{1,2})\s*(?:por|x|unidades por)\s*${MONEY}`, "i");
const FROM_RE = new RegExp(String.raw`a\s+partir\s+de\s*${MONEY}`, "i");

/** Words a page shows around dishes that name nothing: badges and buttons. */
const NOISE = new Set(
  [
    "mais pedido",
    "mais pedidos",
    "mais vendido",
    "novo",
    "novidade",
    "popular",
    "promoção",
    "promocao",
    "destaque",
    "adicionar",
    "+",
    "ver mais",
    "esgotado",
    "indisponível",
    "vegano",
    "vegetariano",
    "picante",
    "serve 1 pessoa",
  ].map((w) => w.toLowerCase()),
);

const SIZE_WORDS = "broto|pequen[ao]|m[ée]di[ao]|grande|gigante|fam[ií]lia|individual";
const SIZE_RE = new RegExp(
  String.raw`\b(\d+(?:[.,]\d+)?\s*(?:ml|l|litros?|g|kg|gr)|\d+\s*(?:fatias|peda[çc]os|unidades|un|p[çc]s)|serve\s+\d+(?:\s+a\s+\d+)?\s+pessoas?|${SIZE_WORDS})\b|(?:^|[\s(\-–])(PP|P|M|G|GG)(?=$|[\s)\-–])`,
  "i",
);
/** A line that is only a size (the start of "P R$ 39,90", "Grande - R$ 59,90"). */
const SIZE_ONLY_RE = new RegExp(
  String.raw`^\(?\s*(?:PP|P|M|G|GG|${SIZE_WORDS}|\d+(?:[.,]\d+)?\s*(?:ml|l|litros?|g|kg)|\d+\s*(?:fatias|peda[çc]os|unidades))\s*\)?\s*[:\-–]?$`,
  "i",
);

export const moneyToCents = (amount: string): number => {
  const text = /,\d{1,2}$/.test(amount)
    ? amount.replace(/\./g, "").replace(",", ".")
    : /^\d{1,3}(\.\d{3})+$/.test(amount)
      ? amount.replace(/\./g, "")
      : amount;
  return Math.round(Number.parseFloat(text) * 100);
};

/** Why a paste cannot be read at all, before any parsing (nothing is saved for it). */
export function menuPasteProblem(text: string): MenuPasteProblem | null {
  if (text.trim() === "") return "empty";
  if (text.length > MENU_PASTE_MAX_CHARS) return "tooLong";
  const tags = text.match(
    /<\/?(?:html|head|body|div|span|script|style|meta|link|ul|li|a|p|img|!doctype)\b/gi,
  );
  if (tags && (tags.length >= 5 || /<!doctype|<html|<script/i.test(text))) return "html";
  return null;
}

/** Size written in a text ("Pizza Calabresa G", "Suco 300 ml", "8 fatias"), normalised. */
export function sizeOf(text: string): string | null {
  const m = SIZE_RE.exec(text);
  const raw = (m?.[1] ?? m?.[2])?.trim();
  if (!raw) return null;
  if (/^(PP|P|M|G|GG)$/i.test(raw)) return raw.toUpperCase();
  return raw
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/(\d)\s*(ml|l|g|kg)\b/, "$1 $2");
}

type Price = Pick<ParsedDish, "priceCents" | "oldPriceCents" | "priceNote" | "quantity"> & {
  /** The line's text before the price: an inline name ("Coxinha ..... R$ 8,00") or a size. */
  before: string;
  /** The line's text after the price (a description written after it). */
  after: string;
};

/** The price of a line, or null for a line without one. */
function priceOf(line: string): Price | null {
  const bare = BARE_PRICE_LINE.exec(line);
  if (bare) {
    return {
      priceCents: moneyToCents(bare[1]!),
      oldPriceCents: null,
      priceNote: null,
      quantity: 1,
      before: "",
      after: "",
    };
  }
  const promo = PROMO_RE.exec(line);
  if (promo) {
    return {
      priceCents: moneyToCents(promo[2]!),
      oldPriceCents: moneyToCents(promo[1]!),
      priceNote: "promoção",
      quantity: 1,
      before: line.slice(0, promo.index),
      after: line.slice(promo.index + promo[0].length),
    };
  }
  const combo = COMBO_RE.exec(line);
  if (combo) {
    return {
      priceCents: moneyToCents(combo[2]!),
      oldPriceCents: null,
      priceNote: "combo",
      quantity: Number(combo[1]),
      before: line.slice(0, combo.index),
      after: line.slice(combo.index + combo[0].length),
    };
  }
  const from = FROM_RE.exec(line);
  if (from) {
    return {
      priceCents: moneyToCents(from[1]!),
      oldPriceCents: null,
      priceNote: "a partir de",
      quantity: 1,
      before: line.slice(0, from.index),
      after: line.slice(from.index + from[0].length),
    };
  }
  const all = [...line.matchAll(MONEY_RE)];
  if (all.length === 0) return null;
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const amounts = all.map((m) => moneyToCents(m[1]!));
  // Two prices side by side are the promotion's new one and the struck-out old one, in either order.
  const now = Math.min(...amounts);
  const old = amounts.length > 1 ? Math.max(...amounts) : null;
  return {
    priceCents: now,
    oldPriceCents: old !== null && old !== now ? old : null,
    priceNote: old !== null && old !== now ? "promoção" : null,
    quantity: 1,
    before: line.slice(0, first.index),
    after: line.slice((last.index ?? 0) + last[0].length),
  };
}

const tidy = (text: string) =>
  text
    .replace(/\s*[.…·•|:\-–—]+\s*$/u, "")
    .replace(/^\s*[•·\-–—*]+\s*/u, "")
    .replace(/\s+/g, " ")
    .trim();

/** Lines that describe (ingredients, portions) rather than name: commas, sentences, lowercase starts, digits. */
function looksLikeDescription(line: string): boolean {
  if (line.length > 60) return true;
  if (/[,;.!]/.test(line.replace(/\d[.,]\d/g, ""))) return true;
  if (/^[\p{Ll}\d(+]/u.test(line)) return true;
  if (/^(serve|acompanha|contém|feito|feita|com |sem )/i.test(line)) return true;
  return false;
}

const isNoise = (line: string) => NOISE.has(line.toLowerCase()) || /^-?\d{1,2}\s*%(\s*off)?$/i.test(line);

/**
 * The dishes of a pasted menu and the lines that were not understood (shown
 * to the owner in the preview). A line with a price closes a dish: its name
 * is the line before the description lines above the price, or the text on
 * the price's own line; a lone line before it is the section.
 */
export function parseMenuText(text: string): MenuParse {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[\u00a0\t]/g, " ").trim())
    .filter((l) => l !== "");
  const dishes: ParsedDish[] = [];
  const notUnderstood: string[] = [];
  let section: string | null = null;
  let pending: string[] = [];
  let lastName: string | null = null;

  /** "de R$ 39,90" on a line of its own: the old price of the "por" line that follows. */
  let oldPending: number | null = null;
  /** "A partir de" on a line of its own, above its price. */
  let notePending: PriceNote = null;
  /** The dish the previous price line made, while nothing came after it. */
  let justAdded: ParsedDish | null = null;

  /** Lines above the name: descriptions written after the previous dish's price go back to it; the last other line is the section. */
  function settleAbove(lines: string[]) {
    const rest: string[] = [];
    for (const l of lines) {
      if (looksLikeDescription(l) && justAdded && rest.length === 0) {
        justAdded.description = [justAdded.description, tidy(l)].filter(Boolean).join(" ").slice(0, 600);
      } else rest.push(l);
    }
    if (rest.length > 0) {
      section = tidy(rest[rest.length - 1]!);
      notUnderstood.push(...rest.slice(0, -1));
    }
  }

  for (const line of lines) {
    if (isNoise(line)) continue;
    if (/^a\s+partir\s+de:?$/i.test(line)) {
      notePending = "a partir de";
      continue;
    }
    const price = priceOf(line);
    if (!price) {
      pending.push(line);
      continue;
    }
    const before = tidy(price.before);
    const after = tidy(price.after);
    if (price.priceCents <= 0) {
      notUnderstood.push(line);
      pending = [];
      justAdded = null;
      continue;
    }
    if (/^de$/i.test(before) && !after) {
      oldPending = price.priceCents;
      continue;
    }
    const bare = before === "" || /^por$/i.test(before);
    if (bare && pending.length === 0 && justAdded && oldPending === null && notePending === null) {
      // A second price right under a dish's: the struck-out old one and the new one, in either order.
      const prev = justAdded;
      const high = Math.max(prev.priceCents, price.priceCents);
      const low = Math.min(prev.priceCents, price.priceCents);
      if (high !== low) {
        prev.priceCents = low;
        prev.oldPriceCents = high;
        prev.priceNote = "promoção";
      }
      justAdded = null;
      continue;
    }
    if (oldPending !== null && oldPending > price.priceCents) {
      price.oldPriceCents = oldPending;
      price.priceNote = "promoção";
    }
    if (notePending && price.priceNote === null) price.priceNote = notePending;
    oldPending = null;
    notePending = null;
    let name: string | null = null;
    let size: string | null = null;
    const descriptionLines: string[] = [];
    const sizeOnly = !bare && SIZE_ONLY_RE.test(before);
    if (!bare && !sizeOnly) {
      // "Coxinha (6 un) ..... R$ 18,00": the name is on the price's line; what waited is a section.
      name = before;
      settleAbove(pending);
    } else {
      if (sizeOnly) size = sizeOf(before) ?? tidy(before);
      // The name: the last line above the description lines that does not read as a description.
      let k = -1;
      for (let i = pending.length - 1; i >= 0; i--) {
        if (!looksLikeDescription(pending[i]!)) {
          k = i;
          break;
        }
      }
      if (k === -1 && pending.length > 0) k = 0;
      if (k >= 0) {
        name = tidy(pending[k]!);
        descriptionLines.push(...pending.slice(k + 1));
        settleAbove(pending.slice(0, k));
      } else if (sizeOnly && lastName) {
        // "P R$ 39,90 / M R$ 49,90" under one name: each size is its own line of the same dish.
        name = lastName;
      }
    }
    pending = [];
    justAdded = null;
    if (!name) {
      notUnderstood.push(line);
      continue;
    }
    if (after) descriptionLines.push(after);
    const description = descriptionLines.map(tidy).filter(Boolean).join(" ") || null;
    size ??= sizeOf(name) ?? (description ? sizeOf(description) : null);
    lastName = name;
    if (dishes.length >= MENU_MAX_DISHES) {
      notUnderstood.push(line);
      continue;
    }
    const dish: ParsedDish = {
      name: name.slice(0, 160),
      section: section ? section.slice(0, 120) : null,
      size: size ? size.slice(0, 40) : null,
      description: description ? description.slice(0, 600) : null,
      priceCents: price.priceCents,
      oldPriceCents: price.oldPriceCents,
      priceNote: price.priceNote,
      quantity: price.quantity,
    };
    dishes.push(dish);
    justAdded = sizeOnly ? null : dish;
  }
  // After the last price: its description (Keeta writes it under the price), then what was not understood.
  for (const l of pending) {
    if (looksLikeDescription(l) && justAdded) {
      justAdded.description = [justAdded.description, tidy(l)].filter(Boolean).join(" ").slice(0, 600);
    } else {
      justAdded = null;
      notUnderstood.push(l);
    }
  }
  return { dishes, notUnderstood: notUnderstood.slice(0, 200) };
}
