import { availableParallelism } from "node:os";
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { concurrencyLimit } from "./concurrencyLimit";

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

/**
 * @node-rs/argon2's hash and verify already run on the libuv pool, off the
 * event loop; this keeps them to all cores but one, so a burst of logins
 * queues among itself instead of starving every other request of CPU.
 */
const argon2Slot = concurrencyLimit(Math.max(1, availableParallelism() - 1));
const hash = (password: string, options: typeof PASSWORD_HASH_OPTIONS) =>
  argon2Slot(() => argon2Hash(password, options));
const verify = (stored: string, password: string) => argon2Slot(() => argon2Verify(stored, password));

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * A real hash with the same parameters, of a password no account has: written
 * out so that even the first unknown-email login after a start costs one
 * verification, like a wrong password, and no hashing.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$VlDDn2A04YxwIj5cX0SKdg$LBUbVErq2xw4uKElAb1nb1KkfIMfAAQCKgYfR4NIcAU";

/**
 * True when `password` matches `stored`. Without a stored hash (unknown
 * email) it still runs one verification against a throwaway hash, so the
 * answer takes as long as for a wrong password and does not tell which.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
