import { randomBytes } from "node:crypto";

export type SeededUser = { userId: string; email: string; firstName: string; lastName: string };

/**
 * Creates accounts through the public POST /api/register of the running app,
 * the way people do, so the journeys need no door into its database. Each
 * call gets a fresh tag, so users of one journey never collide with another's.
 */
export async function seedUsers(baseUrl: string, count: number, planId = 3): Promise<SeededUser[]> {
  const tag = randomBytes(4).toString("hex");
  const users: SeededUser[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, "0");
    const user = { email: `dono-${tag}-${n}@restaurante.test`, firstName: "Dono", lastName: `${tag} ${n}` };
    const res = await fetch(`${baseUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...user, password: "Sabor-da-Casa-2026", planId }),
    });
    if (!res.ok) throw new Error(`cadastro de ${user.email} falhou: ${res.status} ${await res.text()}`);
    const { userId } = (await res.json()) as { userId: string };
    users.push({ userId, ...user });
  }
  return users;
}
