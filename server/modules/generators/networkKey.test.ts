import { describe, expect, it } from "vitest";
import { networkKey } from "./networkKey";

describe("networkKey", () => {
  it("keeps an IPv4 address, also when mapped into IPv6", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64, however it is written", () => {
    const a = networkKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(a);
    expect(networkKey("2001:DB8:1:2:0:0:0:9")).toBe(a);
    expect(networkKey("2001:db8:1:3::1")).not.toBe(a);
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
    expect(networkKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
