import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/open";
import { uniqueEmail } from "../testing/accounts";
import { call } from "../testing/call";
import { TEST_ADMIN_PASSWORD } from "../testing/testApp";
import { openTestDatabase } from "../testing/testDatabase";

/*
 * Two instances of the app on one database, as behind a load balancer. With
 * RATE_LIMIT_STORE=database they count together: the login limit (30 a
 * minute per address, 10 per email) holds across both, where two in-memory
 * stores would allow twice as much.
 */
let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];

async function instance(store: "memory" | "database"): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_STORE: store,
  });
  const app = await buildApp({
    config,
    database,
    secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
    logger: false,
    runScheduledJobs: false,
    webRoot: null,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-ratelimit-"));
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const wrongLogin = (app: FastifyInstance, email: string, remoteAddress: string) =>
  call(app, "POST", "/api/login", { body: { email, password: "senha-errada-1" }, remoteAddress });

describe("RATE_LIMIT_STORE=database", () => {
  it("two instances share the per-address limit", async () => {
    const [a, b] = [await instance("database"), await instance("database")];
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++) {
      const res = await wrongLogin(i % 2 ? b! : a!, uniqueEmail("limite"), "198.51.100.20");
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429]);
    const limited = await wrongLogin(a!, uniqueEmail("limite"), "198.51.100.20");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("two instances share the per-email limit, keyed apart from other emails", async () => {
    const [a, b] = [await instance("database"), await instance("database")];
    const email = uniqueEmail("alvo");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await wrongLogin(i % 2 ? b! : a!, email, `198.51.100.${100 + i}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await wrongLogin(b!, uniqueEmail("outra"), "198.51.100.200")).statusCode).toBe(401);
  });

  it("the admin gate peeks at its counter: the right password passes, wrong ones are limited on both", async () => {
    const [a, b] = [await instance("database"), await instance("database")];
    const stats = (app: FastifyInstance, password: string) =>
      call(app, "GET", "/api/admin/stats", {
        headers: { "x-admin-password": password },
        remoteAddress: "198.51.100.40",
      });
    expect((await stats(a!, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) wrong.push((await stats(i % 2 ? b! : a!, "senha-errada-123")).statusCode);
    expect(wrong.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong[5]).toBe(429);
    expect((await stats(b!, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
  });

  it("each limit keeps its own counter: visitor generations do not use up the admin's attempts", async () => {
    const app = await instance("database");
    const address = "198.51.100.50";
    for (let i = 0; i < 5; i++) {
      const res = await call(app, "POST", "/api/generate-content", {
        body: { dishName: "Coxinha de frango" },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await call(app, "POST", "/api/generate-content", {
      body: { dishName: "Coxinha de frango" },
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    const admin = await call(app, "GET", "/api/admin/stats", {
      headers: { "x-admin-password": TEST_ADMIN_PASSWORD },
      remoteAddress: address,
    });
    expect(admin.statusCode).toBe(200);
  });

  it("in memory (the default) each instance counts alone", async () => {
    const [a, b] = [await instance("memory"), await instance("memory")];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await wrongLogin(i % 2 ? b! : a!, uniqueEmail("memoria"), "198.51.100.30")).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it("two instances count one IPv6 /64 together, whichever address of it calls", async () => {
    const [a, b] = [await instance("database"), await instance("database")];
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const address = `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 31 + 1).toString(16)}`;
      statuses.push((await wrongLogin(i % 2 ? b! : a!, uniqueEmail("rede"), address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  // Last: it locks the admin gate of this database for everyone.
  it("two instances share the cap on wrong admin passwords from all networks", async () => {
    const [a, b] = [await instance("database"), await instance("database")];
    const stats = (app: FastifyInstance, password: string, n: number) =>
      call(app, "GET", "/api/admin/stats", {
        headers: { "x-admin-password": password },
        remoteAddress: `2001:db8:99:${n.toString(16)}::1`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await stats(i % 2 ? b! : a!, `chute-${i}`, i)).statusCode);
    // Each guess from a network of its own; earlier tests of this file spent 5 of the 20.
    expect(statuses.slice(0, 15).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429, 429]);
    expect((await stats(b!, TEST_ADMIN_PASSWORD, 500)).statusCode).toBe(429);
    expect((await stats(a!, TEST_ADMIN_PASSWORD, 501)).statusCode).toBe(429);
  });
});
