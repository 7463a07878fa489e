import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  LOGO_FORMAT_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_SIZE_PX,
  logoPayloadOf,
  logoUrlOf,
  STORED_LOGO_URL,
} from "../../../common/restaurant";
import type { Db } from "../../db/open";
import { restaurantLogos, restaurants } from "../../db/schema";
import { badRequest } from "../../http/errors";

export const LOGO_TOO_LARGE = { code: "LOGO_TOO_LARGE", message: "O logo pode ter até 5 MB." };
export const LOGO_MESSAGES = {
  notImage: "O arquivo enviado não é uma imagem PNG, JPG ou WebP.",
  tooManyPixels: "A imagem do logo é grande demais: use até 5.000 × 5.000 pixels.",
  unknown: "Esse logo não existe mais: escolha a imagem de novo.",
} as const;
/**
 * Pixels sharp agrees to decode: a PNG of a few KB can claim 50,000 × 50,000
 * pixels and take gigabytes to decode (a decompression bomb). sharp reads the
 * size from the header and refuses before decoding.
 */
export const LOGO_MAX_INPUT_PIXELS = 5000 * 5000;

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/** A logo ready to store: its WebP bytes and the hash that names it. */
export type Logo = { hash: string; bytes: Buffer };

/**
 * Any PNG, JPEG or WebP as the logo we keep: a LOGO_SIZE_PX square WebP, the
 * whole image fitted inside on a transparent background (a wide wordmark is
 * not cut), turned as its EXIF says, metadata dropped (sharp keeps none
 * unless asked). sharp works on libuv's threads: the event loop stays free.
 */
export async function squareWebp(bytes: Buffer): Promise<Buffer> {
  if (!SIGNATURES.some((s) => s.test(bytes))) throw badRequest("INVALID_LOGO", LOGO_MESSAGES.notImage);
  try {
    return await sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw badRequest(
      tooBig ? "LOGO_TOO_LARGE" : "INVALID_LOGO",
      tooBig ? LOGO_MESSAGES.tooManyPixels : LOGO_MESSAGES.notImage,
    );
  }
}

/**
 * What POST /api/restaurant(s) got as logoUrl, before any transaction: a data
 * URL (SPEC: "stored as an embedded data string") becomes a re-encoded Logo;
 * the URL of a logo already stored (the form sends back what it read) stays;
 * nothing means no logo.
 */
export async function logoFromInput(logoUrl: string | null | undefined): Promise<Logo | string | null> {
  if (!logoUrl) return null;
  if (STORED_LOGO_URL.test(logoUrl)) return logoUrl;
  const payload = logoPayloadOf(logoUrl);
  if (!payload) throw badRequest("INVALID_LOGO", LOGO_FORMAT_MESSAGE);
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(LOGO_TOO_LARGE.code, LOGO_TOO_LARGE.message);
  const webp = await squareWebp(bytes);
  return { hash: createHash("sha256").update(webp).digest("hex"), bytes: webp };
}

const hashOf = (url: string) => STORED_LOGO_URL.exec(url)?.[1] ?? null;

/**
 * The logo_url to save, inside the transaction that saves it: a new logo is
 * stored once (the same image again is the same row); a stored one must
 * still exist.
 */
export async function saveLogo(tx: Db, logo: Logo | string | null): Promise<string | null> {
  if (logo === null) return null;
  if (typeof logo === "string") {
    const hash = hashOf(logo);
    const [row] = hash
      ? await tx
          .select({ hash: restaurantLogos.hash })
          .from(restaurantLogos)
          .where(eq(restaurantLogos.hash, hash))
      : [];
    if (!row) throw badRequest("INVALID_LOGO", LOGO_MESSAGES.unknown);
    return logo;
  }
  await tx
    .insert(restaurantLogos)
    .values({ hash: logo.hash, contentType: "image/webp", bytes: logo.bytes })
    .onConflictDoNothing();
  return logoUrlOf(logo.hash);
}

/** After a restaurant changed its logo: the old one goes when no restaurant shows it any more. */
export async function dropUnusedLogo(tx: Db, oldUrl: string | null, newUrl: string | null): Promise<void> {
  const hash = oldUrl && oldUrl !== newUrl ? hashOf(oldUrl) : null;
  if (!hash) return;
  await tx
    .delete(restaurantLogos)
    .where(
      sql`${restaurantLogos.hash} = ${hash} and not exists (select 1 from ${restaurants} where ${restaurants.logoUrl} = ${oldUrl})`,
    );
}

/**
 * The WebP bytes of a stored logo, or null. A logo moved from an old data
 * URL (migration 0010, content type "legacy/<its type>") is re-encoded on its
 * first read and kept so; one that does not decode is not served.
 */
export async function readLogo(db: Db, hash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ contentType: restaurantLogos.contentType, bytes: restaurantLogos.bytes })
    .from(restaurantLogos)
    .where(eq(restaurantLogos.hash, hash));
  if (!row) return null;
  const bytes = Buffer.from(row.bytes);
  if (row.contentType === "image/webp") return bytes;
  const webp = await squareWebp(bytes).catch(() => null);
  if (!webp) return null;
  await db
    .update(restaurantLogos)
    .set({ contentType: "image/webp", bytes: webp })
    .where(eq(restaurantLogos.hash, hash));
  return webp;
}
