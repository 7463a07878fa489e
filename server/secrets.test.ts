import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { claimAdminPasswordDisplay, resolveSecrets } from "./secrets";

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
  expect(first.adminPasswordPending).toBe(true);
  expect(first.adminPassword.length).toBeGreaterThanOrEqual(20);
  expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
  expect((await stat(first.file)).mode & 0o777).toBe(0o600);
  expect(await claimAdminPasswordDisplay(first.file)).toBe(true);
  const second = await resolveSecrets(dir, unset);
  expect(second.adminPasswordPending).toBe(false);
  expect(second.adminPassword).toBe(first.adminPassword);
  expect(second.sessionSecret).toBe(first.sessionSecret);
  expect((await stat(first.file)).mode & 0o777).toBe(0o600);
});

it("a first start that fails before listening leaves the password to the next start that listens", async () => {
  const failed = await resolveSecrets(dir, unset); // …then the port was taken: nothing printed
  const next = await resolveSecrets(dir, unset);
  expect(next.adminPasswordPending).toBe(true);
  expect(next.adminPassword).toBe(failed.adminPassword);
  expect(await claimAdminPasswordDisplay(next.file)).toBe(true); // printed now, once
  expect(await claimAdminPasswordDisplay(next.file)).toBe(false);
  expect((await resolveSecrets(dir, unset)).adminPasswordPending).toBe(false);
  expect(JSON.parse(await readFile(next.file, "utf8"))).toMatchObject({
    adminPassword: failed.adminPassword,
    adminPasswordShown: true,
  });
});

it("counts a secrets file from before the shown flag as already shown", async () => {
  const file = path.join(dir, "secrets.json");
  await writeFile(file, JSON.stringify({ adminPassword: "a".repeat(24), sessionSecret: "s".repeat(40) }));
  expect((await resolveSecrets(dir, unset)).adminPasswordPending).toBe(false);
  expect(await claimAdminPasswordDisplay(file)).toBe(false);
});

it("prefers the environment's values and never offers to print the stored password", async () => {
  const s = await resolveSecrets(dir, {
    adminPassword: "senha-do-ambiente-1",
    sessionSecret: "x".repeat(40),
  });
  expect(s.adminPassword).toBe("senha-do-ambiente-1");
  expect(s.adminPasswordPending).toBe(false);
  expect(await readFile(s.file, "utf8")).not.toContain("senha-do-ambiente-1");
});

it("two first starts at once end with one set of secrets, printed by only one of them", async () => {
  const starts = await Promise.all(Array.from({ length: 6 }, () => resolveSecrets(dir, unset)));
  expect(new Set(starts.map((s) => s.sessionSecret)).size).toBe(1);
  expect(new Set(starts.map((s) => s.adminPassword)).size).toBe(1);
  const onDisk = JSON.parse(await readFile(starts[0]!.file, "utf8"));
  expect(onDisk.sessionSecret).toBe(starts[0]!.sessionSecret);
  const printed = await Promise.all(starts.map((s) => claimAdminPasswordDisplay(s.file)));
  expect(printed.filter(Boolean)).toHaveLength(1);
});

it("replaces a damaged secrets file and leaves no stray files beside it", async () => {
  await writeFile(path.join(dir, "secrets.json"), "{ meio arquivo");
  const s = await resolveSecrets(dir, unset);
  expect(s.adminPasswordPending).toBe(true);
  expect(JSON.parse(await readFile(s.file, "utf8")).adminPassword).toBe(s.adminPassword);
  expect(await readdir(dir)).toEqual(["secrets.json"]);
  await claimAdminPasswordDisplay(s.file);
  expect(await readdir(dir)).toEqual(["secrets.json"]);
});
