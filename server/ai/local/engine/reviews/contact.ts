import type { Channel } from "../../data/reviews/facts";
import type { Rng } from "../random";

/**
 * Where the customer can reach the restaurant in private: never the channel
 * they said went unanswered. The engine does not know the store's numbers, so
 * it points to the store's page in the app, where marketplaces show them.
 */

const PT: Record<Channel, string> = {
  chat: "pelo chat do app",
  whatsapp: "pelo WhatsApp da loja",
  phone: "pelo telefone da loja",
};
const EN: Record<Channel, string> = {
  chat: "through the app's chat",
  whatsapp: "on our WhatsApp",
  phone: "by phone",
};

export function channels(failed: readonly Channel[]): Channel[] {
  const open = (["chat", "whatsapp", "phone"] as const).filter((c) => !failed.includes(c));
  return open.length > 0 ? open : ["phone"];
}

const or = (items: string[], word: string) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;

/** "pelo chat do app, pelo WhatsApp da loja ou pelo telefone da loja". */
export function privateChannelsPt(failed: readonly Channel[]): string {
  const open = channels(failed);
  const where = or(
    open.map((c) => PT[c]),
    "ou",
  );
  return open.includes("chat") ? where : `${where} (os contatos estão na página da loja no app)`;
}

export function privateChannelsEn(failed: readonly Channel[]): string {
  const open = channels(failed);
  const where = or(
    open.map((c) => EN[c]),
    "or",
  );
  return open.includes("chat") ? where : `${where} (our contacts are on our store page in the app)`;
}

/** A private conversation, for safety and other serious points. */
export function privateContactPt(rng: Rng, failed: readonly Channel[]): string {
  const where = privateChannelsPt(failed);
  return rng.pick([
    `Por favor, fale com a gente em particular ${where}, para entendermos os detalhes e acompanharmos o seu caso de perto.`,
    `Pedimos que você nos procure em particular ${where}: queremos ouvir os detalhes e acompanhar o seu caso pessoalmente.`,
    `Queremos conversar com você em particular: chame a gente ${where} para cuidarmos disso de perto.`,
    `Para tratarmos disso com a atenção que merece, fale com a gente em particular ${where}.`,
    `Gostaríamos de falar com você em particular ${where}, para entender o que aconteceu e acompanhar o seu caso.`,
  ]);
}

/** An open door for milder points; "se quiser", not a request. */
export function openDoorPt(rng: Rng, failed: readonly Channel[]): string {
  const where = privateChannelsPt(failed);
  return rng.pick([
    `Se quiser contar mais detalhes, é só chamar a gente ${where}.`,
    `Se preferir, fale com a gente ${where}: queremos ouvir você.`,
    `Se quiser, conte mais ${where}; toda informação ajuda a gente a melhorar.`,
  ]);
}
