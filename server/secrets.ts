import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "../common/zod";

const storedSchema = z.object({ adminPassword: z.string().min(12), sessionSecret: z.string().min(32) });

export type Secrets = {
  adminPassword: string;
  sessionSecret: string;
  /** True only on the start that generated the admin password: the one time it is printed. */
  adminPasswordGenerated: boolean;
  file: string;
};

/**
 * ADMIN_PASSWORD and SESSION_SECRET come from the environment when set;
 * otherwise they are generated once and kept in DATA_DIR/secrets.json (0600),
 * so a restart keeps sessions and the admin password.
 */
export async function resolveSecrets(
  dataDir: string,
  fromEnv: { adminPassword: string | undefined; sessionSecret: string | undefined },
): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  await mkdir(dataDir, { recursive: true });
  let stored: z.infer<typeof storedSchema> | undefined;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
    if (parsed.success) stored = parsed.data;
  } catch {
    // missing or unreadable: generated below
  }
  const generated = !stored;
  const kept = stored ?? {
    adminPassword: randomBytes(18).toString("base64url"),
    sessionSecret: randomBytes(32).toString("base64url"),
  };
  if (generated) {
    await writeFile(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  await chmod(file, 0o600);
  return {
    adminPassword: fromEnv.adminPassword ?? kept.adminPassword,
    sessionSecret: fromEnv.sessionSecret ?? kept.sessionSecret,
    adminPasswordGenerated: generated && !fromEnv.adminPassword,
    file,
  };
}
