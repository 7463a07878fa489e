import type { LightMyRequestResponse } from "fastify";

/** The `name=value` pair of the session cookie an answer sets, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse, name = "pc_session"): string | undefined {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const mine = all.find((c) => c.startsWith(`${name}=`));
  return mine?.split(";")[0];
}

/** Every attribute of the session cookie an answer sets, lower-cased names. */
export function sessionCookieAttributes(
  res: LightMyRequestResponse,
  name = "pc_session",
): Map<string, string> {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const mine = all.find((c) => c.startsWith(`${name}=`)) ?? "";
  return new Map(
    mine
      .split(";")
      .slice(1)
      .map((part) => {
        const [key, ...value] = part.trim().split("=");
        return [key!.toLowerCase(), value.join("=")] as const;
      }),
  );
}
