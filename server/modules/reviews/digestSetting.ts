import { eq } from "drizzle-orm";
import type { ReviewDigestSetting } from "../../../common/reviews";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { AppError } from "../../http/errors";
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

/** The mail's one-tap link: turns the digest off for the token's user and answers a small page saying so. */
export async function unsubscribeDigest(
  db: Db,
  secret: string,
  token: string,
  appUrl: string,
): Promise<string> {
  const userId = verifyDigestUnsubscribeToken(secret, token);
  if (!userId)
    throw new AppError(
      404,
      "DIGEST_LINK_INVALID",
      "Este link não vale mais. Desligue o aviso na caixa de avaliações.",
    );
  await db.update(users).set({ reviewDigestEmail: false }).where(eq(users.id, userId));
  const inbox = escapeHtml(`${appUrl}/dashboard/avaliacoes`);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Resumo desligado · Prato Cheio</title></head><body style="font-family:Inter,Arial,sans-serif;background:#FFFAF5;color:#1F2933;padding:24px"><main style="max-width:520px;margin:0 auto"><h1 style="font-size:22px">Pronto: você não recebe mais o resumo das avaliações.</h1><p>Para ligar de novo, use o aviso na <a href="${inbox}" style="color:#1F7A4D">caixa de avaliações</a>.</p></main></body></html>`;
}
