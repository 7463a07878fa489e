import { eq } from "drizzle-orm";
import type { ReviewDigestSetting } from "../../../common/reviews";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { escapeHtml } from "../../mail/templates/layout";
import { verifyDigestUnsubscribeToken } from "./digestToken";

export async function digestSetting(db: Db, userId: string): Promise<ReviewDigestSetting> {
  const [row] = await db.select({ enabled: users.reviewDigestEmail }).from(users).where(eq(users.id, userId));
  return { enabled: row?.enabled ?? false };
}

export async function saveDigestSetting(
  db: Db,
  userId: string,
  enabled: boolean,
): Promise<ReviewDigestSetting> {
  await db.update(users).set({ reviewDigestEmail: enabled }).where(eq(users.id, userId));
  return { enabled };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Prato Cheio</title></head><body style="font-family:Inter,Arial,sans-serif;background:#FFFAF5;color:#1F2933;padding:24px"><main style="max-width:520px;margin:0 auto"><h1 style="font-size:22px">${escapeHtml(title)}</h1><p>${body}</p></main></body></html>`;

/**
 * The mail's one-tap link: turns the digest off for the token's user and
 * answers a small page saying so (a person opens it, not a client). A link
 * that is not ours gets a page too, with a 404.
 */
export async function unsubscribeDigest(
  db: Db,
  secret: string,
  token: string,
  appUrl: string,
): Promise<{ status: 200 | 404; html: string }> {
  const inbox = `<a href="${escapeHtml(`${appUrl}/dashboard/avaliacoes`)}" style="color:#1F7A4D">caixa de avaliações</a>`;
  const userId = verifyDigestUnsubscribeToken(secret, token);
  if (!userId) {
    return {
      status: 404,
      html: page("Este link não vale", `Para desligar o resumo, use o aviso na ${inbox}.`),
    };
  }
  await db.update(users).set({ reviewDigestEmail: false }).where(eq(users.id, userId));
  return {
    status: 200,
    html: page(
      "Pronto: você não recebe mais o resumo das avaliações.",
      `Para ligar de novo, use o aviso na ${inbox}.`,
    ),
  };
}
