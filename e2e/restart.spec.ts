import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startAppServer } from "./support/appServer";

/**
 * ISSUE 2's promise: a server killed without warning (SIGKILL: a crash, the
 * OOM killer, a pulled plug) starts again on the same folder, takes over the
 * stale lock, and every committed row is still there, sessions included.
 */
test("a SIGKILLed server restarts on its data folder with every committed row and session", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-restart-"));
  const first = await startAppServer({}, { dataDir });
  try {
    const email = `reinicio.${Date.now()}@exemplo.com.br`;
    const registered = await fetch(`${first.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: "Marmita-da-Vovo",
        firstName: "Rita",
        lastName: "Lopes",
        planId: 3,
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = String(registered.headers.get("set-cookie")).split(";")[0]!;
    const saved = await fetch(`${first.url}/api/restaurant`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ name: "Marmitaria da Rita", type: "marmitex", isOnboarded: true }),
    });
    expect(saved.status).toBe(200);
    await first.kill();

    const second = await startAppServer({}, { dataDir });
    try {
      const me = await fetch(`${second.url}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).email).toBe(email);
      const restaurant = await fetch(`${second.url}/api/restaurant`, { headers: { cookie } });
      expect(await restaurant.json()).toMatchObject({ name: "Marmitaria da Rita", type: "marmitex" });
      const plans = await (await fetch(`${second.url}/api/plans`)).json();
      expect(plans.map((p: { id: number }) => p.id)).toEqual([3, 4]); // seeded once, not twice
    } finally {
      await second.stop();
    }
  } finally {
    await first.kill(); // no-op once killed above; ends it if an assertion failed first
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("a second server on a folder in use is refused with a clear message", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-lock-"));
  const first = await startAppServer({}, { dataDir });
  try {
    await expect(startAppServer({}, { dataDir })).rejects.toThrow(/já usa a pasta de dados/);
  } finally {
    await first.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
