import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { projectPath } from "./paths";

/*
 * The real entry point, run as `npm run dev` runs it (tsx), on a data folder
 * it cannot create: a folder under a regular file fails the same way for any
 * user, root included (chmod would not stop root, and CI runs as root).
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pc-main-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Starts server/main.ts; `output` grows as it prints, `exited` settles when it ends. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("server/main.ts")], {
    cwd: projectPath("."),
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Run = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (d: Buffer) => {
    output.stdout += d.toString();
  });
  child.stderr.on("data", (d: Buffer) => {
    output.stderr += d.toString();
  });
  const exited = new Promise<Run>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => resolve({ ...output, code }));
  });
  return { child, output, exited };
}

const runMain = (env: Record<string, string>) => startMain(env).exited;

it("refuses to start on a data folder it cannot create, naming the folder and the cause", async () => {
  const file = path.join(dir, "um-arquivo");
  await writeFile(file, "não é uma pasta");
  const dataDir = path.join(file, "data");
  const { code, stdout, stderr } = await runMain({ DATA_DIR: dataDir });
  expect(code).toBe(1);
  expect(stderr).toContain(`Não foi possível gravar os segredos em ${dataDir}:`);
  expect(stderr).toContain("(ENOTDIR)");
  expect(stderr).not.toMatch(/ErrnoError|\n\s+at /); // a sentence for people, no stack
  expect(stdout).not.toContain("Senha do painel");
}, 60_000);

it("says in Portuguese that the port is taken, and what to do, instead of Node's EADDRINUSE", async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const port = (taken.address() as AddressInfo).port;
  try {
    const { code, stderr } = await runMain({ DATA_DIR: dir, HOST: "127.0.0.1", PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr).toContain(`A porta ${port} já está em uso em 127.0.0.1`);
    expect(stderr).toContain("escolha outra porta, por exemplo PORT=");
    expect(stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
  } finally {
    taken.close();
  }
}, 90_000);

const pgUrl = process.env.TEST_DATABASE_URL;

it.skipIf(!pgUrl)(
  "prints the generated admin password on the first start that listens",
  async () => {
    const name = `pc_main_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const env = { DATA_DIR: dir, DATABASE_URL: url.toString() };
    try {
      // First start: secrets written, database ready, then the port is taken.
      const failed = await runMain({ ...env, PORT: String((taken.address() as AddressInfo).port) });
      expect(failed.code).toBe(1);
      expect(failed.stdout).not.toContain("Senha do painel /admin (");

      const next = startMain(env);
      try {
        await vi.waitFor(() => expect(next.output.stdout).toContain("Ela fica guardada em"), {
          timeout: 45_000,
          interval: 200,
        });
        const { adminPassword } = JSON.parse(await readFile(path.join(dir, "secrets.json"), "utf8"));
        expect(next.output.stdout).toContain(
          `Senha do painel /admin (gerada para esta pasta de dados, guarde-a): ${adminPassword}`,
        );
      } finally {
        next.child.kill("SIGTERM");
        await next.exited;
      }
      const third = startMain(env);
      try {
        await vi.waitFor(() => expect(third.output.stdout).toContain("Senha do painel /admin: veja"), {
          timeout: 45_000,
          interval: 200,
        });
      } finally {
        third.child.kill("SIGTERM");
        await third.exited;
      }
    } finally {
      taken.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  },
  150_000,
);
