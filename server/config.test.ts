import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.dataDir).toBe(path.resolve("./data"));
    expect(c.appUrl).toBe("http://127.0.0.1:5000");
    expect(c.secureCookies).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.ai).toBeUndefined();
    expect(c.aiRateLimitPerMinute).toBe(30);
    expect(c.aiDemoRateLimitPerMinute).toBe(5);
    expect(c.rateLimitScale).toBe(1);
  });

  it("turns on secure cookies under an https APP_URL", () => {
    const c = loadConfig({ APP_URL: "https://pratocheio.app/" });
    expect(c.appUrl).toBe("https://pratocheio.app");
    expect(c.secureCookies).toBe(true);
  });

  it("names every bad variable in one readable message", () => {
    const attempt = () => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", RATE_LIMIT_SCALE: "-1" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="abc"');
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("RATE_LIMIT_SCALE");
    }
  });

  it("keeps rate-limit counters in memory unless told to share them through the database", () => {
    expect(loadConfig({}).rateLimitStore).toBe("memory");
    expect(loadConfig({ RATE_LIMIT_STORE: "database" }).rateLimitStore).toBe("database");
    expect(() => loadConfig({ RATE_LIMIT_STORE: "redis" })).toThrow(/RATE_LIMIT_STORE="redis": deve ser/);
  });

  it("refuses a short admin password and a half-configured AI endpoint", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "curta" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ AI_API_KEY: "sk-x" })).toThrow(/AI_BASE_URL e AI_MODEL/);
    const c = loadConfig({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3" });
    expect(c.ai).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", apiKey: "sem-chave", model: "llama3" });
  });

  it("treats empty variables as unset", () => {
    const c = loadConfig({ SMTP_URL: "", DATABASE_URL: " ", CONTACT_TO: "" });
    expect(c.smtpUrl).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(c.contactTo).toBeUndefined();
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses, never as 'believe the client'", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    // "true" once trusted the left-most X-Forwarded-For; it now means one proxy.
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    for (const bad of ["sim", "10.0.0.300", "10.0.0.0/33", "10.0.0.1,", "-1", "99"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=/);
    }
  });
});
