/**
 * Runs a query whose parameters hold a secret (a password hash, a token
 * hash) and, if it fails, rethrows an error without them: drizzle's error
 * message lists every parameter, and a 500 is logged with its error.
 */
export async function withoutSecrets<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    throw sanitized(error);
  }
}

/** The driver's own error (code and message, no parameters), or a bare message. */
export function sanitized(error: unknown): Error & { code?: string } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : "erro desconhecido";
  const clean: Error & { code?: string } = new Error(`falha no banco de dados: ${message}`);
  if (typeof code === "string") clean.code = code;
  return clean;
}

/** PostgreSQL's unique_violation, from PGlite or node-postgres alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "23505";
}
