import { isIPv4, isIPv6 } from "node:net";

/**
 * The key every per-client limit counts under: the network a client controls,
 * not the one address it happens to use. An IPv6 subscriber is handed a whole
 * /64 (often a /56 or /48), so keying by the full address lets one home or
 * server rotate through 2^64 "clients"; its /64 is what one client is.
 * IPv4 stays per address (a /24 is often many unrelated people behind a
 * carrier), and an IPv4-mapped IPv6 address (::ffff:203.0.113.7, what a
 * dual-stack socket reports) is its IPv4 address, so both forms count together.
 * Anything else (an empty or odd value) is keyed as it is.
 */
export function clientNetworkKey(ip: string | undefined): string {
  const address = (ip ?? "").trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  // A zone index (fe80::1%eth0) names the interface, not the network.
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  const hexMapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (hexMapped) {
    const [high = 0, low = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}
