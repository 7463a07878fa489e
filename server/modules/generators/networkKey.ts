import { isIPv4, isIPv6 } from "node:net";

/**
 * The client network an address belongs to, for budgets keyed by network:
 * an IPv4 address as it is, an IPv6 address by its /64 (one home or phone
 * gets a whole /64, so keying the full address lets it rotate freely).
 * An IPv4-mapped IPv6 address (::ffff:1.2.3.4) counts as its IPv4.
 *
 * A local helper on purpose: the shared client-network key for rate limits
 * (server/http, issue 25 item 7) is being written elsewhere; this one can be
 * replaced by it once both are merged.
 */
export function networkKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  const bare = ip.split("%")[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = bare.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = bare.includes("::") ? [...left, ...Array<string>(missing).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}
