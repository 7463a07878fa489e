import { type Algorithm, hash, verify } from "@node-rs/argon2";

/**
 * Argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. (`Algorithm` is a
 * const enum the compiler cannot inline here; 2 is its Argon2id member.)
 */
const ARGON2ID = 2 as Algorithm.Argon2id;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (unknown
 * email) it still runs one verification against a throwaway hash, so the
 * answer takes as long as for a wrong password and does not tell which.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword("conta-que-nao-existe");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
