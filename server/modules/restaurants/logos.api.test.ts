import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGO_SIZE_PX } from "../../../common/restaurant";
import { MIGRATIONS_FOLDER } from "../../db/migrate";
import { registerAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { LOGO_MESSAGES } from "./logo";

/** Logos (issue 25): re-encoded on upload, stored once, served from their own cacheable URL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString("base64")}`;
const save = (cookie: string, payload: object, url = "/api/restaurant") =>
  call(t.app, "POST", url, { cookie, body: payload });
const get = (url: string, headers: Record<string, string> = {}) => call(t.app, "GET", url, { headers });
const LOGO_URL = /^\/api\/logos\/[0-9a-f]{64}\.webp$/;

/** A photo-like image: random pixels do not compress, so the PNG is as big as its pixels. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** A valid PNG whose header claims width × height: what sharp must refuse before decoding. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#c00" } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4) + "IHDR" (4) at byte 8, data from 16: width, height; CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("a logo on upload", () => {
  it("becomes a 256 px WebP without metadata at its own immutable URL; the JSON carries the URL, never the bytes", async () => {
    const owner = await registerAccount(t.app);
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#e85d04" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Dona Ana", Artist: "Segredo" } } })
      .toBuffer();
    const saved = await save(owner.cookie, {
      name: "Cantina",
      type: "pizzaria",
      logoUrl: dataUrl("jpeg", photo),
    });
    expect(saved.statusCode).toBe(200);
    const logoUrl: string = saved.json().logoUrl;
    expect(logoUrl).toMatch(LOGO_URL);
    for (const url of ["/api/restaurant", "/api/restaurants"]) {
      const body = (await get(url, { cookie: owner.cookie })).body;
      expect(body).toContain(logoUrl);
      expect(body).not.toContain("data:");
    }

    // Served to anyone (an <img> on any page), named by its content.
    const image = await get(logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: LOGO_SIZE_PX, height: LOGO_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from("Segredo"))).toBe(false);

    const again = await get(logoUrl, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // The settings form sends back what it read: the logo stays.
    const resaved = await save(owner.cookie, { name: "Cantina Nova", type: "pizzaria", logoUrl });
    expect(resaved.json()).toMatchObject({ name: "Cantina Nova", logoUrl });

    // A new logo replaces it; the old one, shown by no store, is gone.
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#0a0" } })
      .png()
      .toBuffer();
    const changed = (
      await save(owner.cookie, { name: "Cantina", type: "pizzaria", logoUrl: dataUrl("png", png) })
    ).json();
    expect(changed.logoUrl).toMatch(LOGO_URL);
    expect(changed.logoUrl).not.toBe(logoUrl);
    expect((await get(logoUrl)).statusCode).toBe(404);
    expect((await get(changed.logoUrl)).statusCode).toBe(200);
  });

  it("refuses what is not an image, a header claiming too many pixels, and a logo URL that was never stored", async () => {
    const owner = await registerAccount(t.app);
    const refused = async (logoUrl: string, code: string, error: string) => {
      const res = await save(owner.cookie, { name: "Casa", type: "cafe", logoUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, error });
    };
    await refused(
      dataUrl("png", Buffer.from("<svg onload=alert(1)>")),
      "INVALID_LOGO",
      LOGO_MESSAGES.notImage,
    );
    // A PNG signature with nothing behind it.
    const broken = Buffer.concat([(await pngClaiming(10, 10)).subarray(0, 40), randomBytes(200)]);
    await refused(dataUrl("png", broken), "INVALID_LOGO", LOGO_MESSAGES.notImage);
    // 50,000 × 50,000 pixels in a few bytes: a decompression bomb.
    await refused(
      dataUrl("png", await pngClaiming(50_000, 50_000)),
      "LOGO_TOO_LARGE",
      LOGO_MESSAGES.tooManyPixels,
    );
    await refused(`/api/logos/${"a".repeat(64)}.webp`, "INVALID_LOGO", LOGO_MESSAGES.unknown);
    expect((await get("/api/restaurant", { cookie: owner.cookie })).body).toBe("");

    expect((await get(`/api/logos/${"b".repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await get("/api/logos/1.webp")).json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps GET /api/restaurants the same size whatever the logos weigh (five ~3 MB photos)", async () => {
    const owner = await registerAccount(t.app, { planId: 4 });
    const small = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const created: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const big = await noisyPng(900 + i, 1000);
      expect(big.length).toBeGreaterThan(2_000_000);
      const res = await save(
        owner.cookie,
        { name: `Loja ${i}`, type: "acai", logoUrl: dataUrl("png", big) },
        "/api/restaurants",
      );
      expect(res.statusCode).toBe(201);
      created.push(res.json().logoUrl);
    }
    const list = await get("/api/restaurants", { cookie: owner.cookie });
    expect(list.json().restaurants.map((r: { logoUrl: string }) => r.logoUrl)).toEqual(created);
    // Five stores: a few hundred bytes each, as with a 2-pixel logo.
    const other = await registerAccount(t.app, { planId: 4 });
    for (let i = 1; i <= 5; i++) {
      await save(
        other.cookie,
        { name: `Loja ${i}`, type: "acai", logoUrl: dataUrl("png", small) },
        "/api/restaurants",
      );
    }
    const tiny = await get("/api/restaurants", { cookie: other.cookie });
    // Only the ids' digits differ.
    expect(Math.abs(list.body.length - tiny.body.length)).toBeLessThan(20);
    expect(list.body.length).toBeLessThan(2_000);
    for (const url of created) {
      const bytes = (await get(url)).rawPayload.length;
      expect(bytes).toBeLessThan(150_000);
    }
  });

  it("a logo saved as a data URL before migration 0010 moves to its own URL and is re-encoded on its first read", async () => {
    const owner = await registerAccount(t.app, { onboarded: { name: "Antiga", type: "cafe" } });
    const old = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#44f" } })
      .png()
      .toBuffer();
    await t.database.db.execute(
      sql`update restaurants set logo_url = ${dataUrl("png", old)} where user_id = ${owner.userId}`,
    );
    const broken = await registerAccount(t.app, { onboarded: { name: "Quebrada", type: "cafe" } });
    await t.database.db.execute(
      sql`update restaurants set logo_url = 'data:image/png;base64,@@' where user_id = ${broken.userId}`,
    );
    // The migration's data step, as a start after the upgrade runs it.
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, "0010_restaurant_logos.sql"), "utf8");
    const moveStep = migration.split("--> statement-breakpoint")[1]!;
    await t.database.db.execute(sql.raw(moveStep));

    const listed = (await get("/api/restaurants", { cookie: owner.cookie })).json().restaurants[0];
    expect(listed.logoUrl).toMatch(LOGO_URL);
    const image = await get(listed.logoUrl);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      width: LOGO_SIZE_PX,
      height: LOGO_SIZE_PX,
    });
    expect((await get("/api/restaurant", { cookie: broken.cookie })).json().logoUrl).toBeNull();
  });
});
