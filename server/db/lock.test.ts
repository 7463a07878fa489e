import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { DataDirBusyError, lockDataDir } from "./lock";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pc-lock-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it("refuses a data folder that a live server holds", async () => {
  // The parent of this test run is a live node process: pretend it holds the folder.
  await writeFile(path.join(dir, "server.lock"), String(process.ppid));
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
  await expect(lockDataDir(dir)).rejects.toThrow(/DATA_DIR/);
});

it("takes over a stale lock left by a killed process", async () => {
  const dead = spawnSync("node", ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
  await writeFile(path.join(dir, "server.lock"), dead);
  const lock = await lockDataDir(dir);
  await lock.release();
  const again = await lockDataDir(dir);
  await again.release();
});
