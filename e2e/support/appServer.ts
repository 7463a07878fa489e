import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type AppServer = {
  url: string;
  dataDir: string;
  adminPassword: string;
  output: () => string;
  /** SIGTERM, then removes the data folder (unless it was given by the caller). */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no drain, no cleanup, data folder kept. */
  kill: () => Promise<void>;
};

export type AppServerOptions = {
  /** Reuse a data folder (restart tests); the caller removes it. */
  dataDir?: string;
};

/** What the server prints when its port was taken (server/main.ts). */
const PORT_TAKEN = "já está em uso";

/**
 * Starts the built server (dist/) on a free loopback port with its own temp
 * DATA_DIR. The port is free when picked but another process may take it
 * before the server listens (the OS hands ports out to every program on the
 * machine): the server then exits saying so, and another port is tried.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "pc-e2e-")));
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), dataDir, env, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes(PORT_TAKEN)) throw error;
    }
  }
}

async function startOn(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  options: AppServerOptions,
): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "dist/server/main.js")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: url,
      NODE_ENV: "production",
      RATE_LIMIT_SCALE: "100",
      // The journeys play many people with the sandbox's one approving card (4242).
      SANDBOX_CARD_FINGERPRINT: "attempt",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    log += d.toString();
  });
  // Generous: on a loaded machine the first start (PGlite + migrations) can take a while.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  if (Date.now() >= deadline) throw new Error(`o servidor não respondeu em 90 s:\n${log}`);
  const secrets = JSON.parse(await readFile(path.join(dataDir, "secrets.json"), "utf8")) as {
    adminPassword: string;
  };
  return {
    url,
    dataDir,
    adminPassword: env.ADMIN_PASSWORD ?? secrets.adminPassword,
    output: () => log,
    stop: async () => {
      await signal(child, "SIGTERM");
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    kill: () => signal(child, "SIGKILL"),
  };
}

async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(name);
  await exited;
}
