import { describe, expect, it } from "vitest";
import { clientNetworkKey } from "./clientNetwork";

describe("clientNetworkKey", () => {
  it("keys IPv4 by its address", () => {
    expect(clientNetworkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetworkKey("203.0.113.8")).toBe("203.0.113.8");
  });

  it("keys IPv4-mapped IPv6 as the IPv4 address, in either notation", () => {
    expect(clientNetworkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetworkKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientNetworkKey("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:abcd",
      "2001:db8:1:2:1234::9%eth0",
      "2001:db8:1:2::203.0.113.7",
    ].map(clientNetworkKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("keeps neighbouring /64s apart", () => {
    expect(clientNetworkKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetworkKey("::1")).toBe("0:0:0:0::/64");
    expect(clientNetworkKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("keys anything else as it came", () => {
    expect(clientNetworkKey("")).toBe("");
    expect(clientNetworkKey(undefined)).toBe("");
    expect(clientNetworkKey("nao-e-ip")).toBe("nao-e-ip");
  });
});
