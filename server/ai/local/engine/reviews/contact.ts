import type { RestaurantContext } from "../../../engine";
import type { Channel } from "../../data/reviews/facts";
import type { Rng } from "../random";

/**
 * Where the customer can reach the restaurant in private (issue 28, item 5):
 * only the channels the owner gave, by value ("pelo WhatsApp (11) 98765-4321"),
 * never the channel the customer said went unanswered. With none given, the
 * reply says "por aqui" (the marketplace's own conversation) rather than
 * naming a WhatsApp or a phone the customer cannot find.
 */

/** The owner's channels as stored (digits with DDD); absent or blank means the owner has not given it. */
export type OwnerContacts = {
  whatsapp?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
};

/** "11987654321" → "(11) 98765-4321"; anything else as typed. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  const national = digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits;
  if (national.length === 11) return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
  if (national.length === 10) return `(${national.slice(0, 2)}) ${national.slice(2, 6)}-${national.slice(6)}`;
  return value.trim();
}

export function contactsOf(restaurant: RestaurantContext | undefined): OwnerContacts {
  const f = restaurant?.facts;
  return { whatsapp: f?.contactWhatsapp, phone: f?.contactPhone, email: f?.contactEmail };
}

type Offered = { channel: Channel | "email"; pt: string; en: string };

/** The channels to offer: the owner's, in this order, minus the ones that failed the customer. */
export function offeredChannels(failed: readonly Channel[], contacts: OwnerContacts = {}): Offered[] {
  const offered: Offered[] = [];
  const whatsapp = contacts.whatsapp?.trim();
  const phone = contacts.phone?.trim();
  const email = contacts.email?.trim();
  if (whatsapp && !failed.includes("whatsapp")) {
    const n = formatPhone(whatsapp);
    offered.push({ channel: "whatsapp", pt: `pelo WhatsApp ${n}`, en: `on WhatsApp at ${n}` });
  }
  if (phone && !failed.includes("phone") && phone.replace(/\D/g, "") !== whatsapp?.replace(/\D/g, "")) {
    const n = formatPhone(phone);
    offered.push({ channel: "phone", pt: `pelo telefone ${n}`, en: `by phone at ${n}` });
  }
  if (email) offered.push({ channel: "email", pt: `pelo e-mail ${email}`, en: `by email at ${email}` });
  return offered;
}

const or = (items: string[], word: string) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;

/** "pelo WhatsApp (11) 98765-4321 ou pelo e-mail …", or "por aqui" when the owner gave no channel. */
export function privateChannelsPt(failed: readonly Channel[], contacts?: OwnerContacts): string {
  const offered = offeredChannels(failed, contacts);
  return offered.length > 0
    ? or(
        offered.map((o) => o.pt),
        "ou",
      )
    : "por aqui";
}

export function privateChannelsEn(failed: readonly Channel[], contacts?: OwnerContacts): string {
  const offered = offeredChannels(failed, contacts);
  return offered.length > 0
    ? or(
        offered.map((o) => o.en),
        "or",
      )
    : "here";
}

/** A private conversation, for safety and other serious points. */
export function privateContactPt(rng: Rng, failed: readonly Channel[], contacts?: OwnerContacts): string {
  const where = privateChannelsPt(failed, contacts);
  return rng.pick([
    `Por favor, fale com a gente em particular ${where}, para entendermos os detalhes e acompanharmos o seu caso de perto.`,
    `Pedimos que você nos procure em particular ${where}: queremos ouvir os detalhes e acompanhar o seu caso pessoalmente.`,
    `Queremos conversar com você em particular: chame a gente ${where} para cuidarmos disso de perto.`,
    `Para tratarmos disso com a atenção que merece, fale com a gente em particular ${where}.`,
    `Gostaríamos de falar com você em particular ${where}, para entender o que aconteceu e acompanhar o seu caso.`,
  ]);
}

/** An open door for milder points; "se quiser", not a request. */
export function openDoorPt(rng: Rng, failed: readonly Channel[], contacts?: OwnerContacts): string {
  const where = privateChannelsPt(failed, contacts);
  return rng.pick([
    `Se quiser contar mais detalhes, é só chamar a gente ${where}.`,
    `Se preferir, fale com a gente ${where}: queremos ouvir você.`,
    `Se quiser, conte mais ${where}; toda informação ajuda a gente a melhorar.`,
  ]);
}
