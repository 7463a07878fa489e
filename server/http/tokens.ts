import { createHash, randomBytes } from "node:crypto";

/** A fresh secret for a cookie or a mailed link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256 in hex. A token has 256
 * random bits, so a fast hash is enough, and a leaked table opens nothing.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
