import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { resolveSecrets } from "./secrets";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pc-secrets-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const unset = { adminPassword: undefined, sessionSecret: undefined };

it("generates the secrets once, in a 0600 file, and keeps them across starts", async () => {
  const first = await resolveSecrets(dir, unset);
  expect(first.adminPasswordGenerated).toBe(true);
  expect(first.adminPassword.length).toBeGreaterThanOrEqual(20);
  expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
  expect((await stat(first.file)).mode & 0o777).toBe(0o600);
  const second = await resolveSecrets(dir, unset);
  expect(second.adminPasswordGenerated).toBe(false);
  expect(second.adminPassword).toBe(first.adminPassword);
  expect(second.sessionSecret).toBe(first.sessionSecret);
});

it("prefers the environment's values and never reports them as generated", async () => {
  const s = await resolveSecrets(dir, {
    adminPassword: "senha-do-ambiente-1",
    sessionSecret: "x".repeat(40),
  });
  expect(s.adminPassword).toBe("senha-do-ambiente-1");
  expect(s.adminPasswordGenerated).toBe(false);
  expect(await readFile(s.file, "utf8")).not.toContain("senha-do-ambiente-1");
});

it("two first starts at once end with one set of secrets, printed by only one of them", async () => {
  const starts = await Promise.all(Array.from({ length: 6 }, () => resolveSecrets(dir, unset)));
  expect(new Set(starts.map((s) => s.sessionSecret)).size).toBe(1);
  expect(new Set(starts.map((s) => s.adminPassword)).size).toBe(1);
  expect(starts.filter((s) => s.adminPasswordGenerated)).toHaveLength(1);
  const onDisk = JSON.parse(await readFile(starts[0]!.file, "utf8"));
  expect(onDisk.sessionSecret).toBe(starts[0]!.sessionSecret);
});

it("replaces a damaged secrets file and leaves no stray files beside it", async () => {
  await writeFile(path.join(dir, "secrets.json"), "{ meio arquivo");
  const s = await resolveSecrets(dir, unset);
  expect(s.adminPasswordGenerated).toBe(true);
  expect(JSON.parse(await readFile(s.file, "utf8")).adminPassword).toBe(s.adminPassword);
  expect(await readdir(dir)).toEqual(["secrets.json"]);
});
