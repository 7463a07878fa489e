import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The digest's one-tap unsubscribe link works without signing in: its token
 * is the user's id and an HMAC of it under the session secret, so no table of
 * tokens and no expiry (an old mail's link still turns the digest off, which
 * is all it can do).
 */

const mac = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`review-digest-unsubscribe:${userId}`).digest("base64url");

export function digestUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${mac(secret, userId)}`;
}

/** The user id the token was made for, or null when it is not ours. */
export function verifyDigestUnsubscribeToken(secret: string, token: string): string | null {
  const [idPart, given] = token.split(".");
  if (!idPart || !given) return null;
  const userId = Buffer.from(idPart, "base64url").toString("utf8");
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(mac(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}
