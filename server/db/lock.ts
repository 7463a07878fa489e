import { readFileSync } from "node:fs";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
}

/** True when pid is a live process that looks like a Node server (not a reused pid). */
function isLiveServer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but not ours to signal; treat as alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    // After a container restart, the old pid may belong to something else entirely.
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/**
 * PGlite has no lock between processes, and two servers writing one data
 * folder corrupt it. The lock file holds the owner's pid; a lock whose owner
 * is gone (killed with SIGKILL) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<{ release: () => Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx", mode: 0o600 });
      return {
        release: async () => {
          const owner = await readFile(file, "utf8").catch(() => "");
          if (owner.trim() === String(process.pid)) await unlink(file).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
      if (isLiveServer(owner)) {
        throw new DataDirBusyError(
          `Outro servidor Prato Cheio (pid ${owner}) já usa a pasta de dados ${dataDir}. ` +
            "Pare esse processo ou use outra pasta com DATA_DIR.",
        );
      }
      await unlink(file).catch(() => {}); // stale: its owner is gone
    }
  }
  throw new DataDirBusyError(`Não foi possível travar a pasta de dados ${dataDir}.`);
}
