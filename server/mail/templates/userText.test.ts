import { describe, expect, it } from "vitest";
import { helloLine, neutralizeLinks, userText } from "./userText";

describe("neutralizeLinks", () => {
  it.each([
    ["http://banco.xyz/x", "banco[.]xyz/x"],
    ["https://banco.xyz", "banco[.]xyz"],
    ["www.site.com", "www[.]site[.]com"],
    [
      "Banco XYZ: conta bloqueada, acesse http://banco-xyz.com.br/login",
      "Banco XYZ: conta bloqueada, acesse banco-xyz[.]com[.]br/login",
    ],
    ["HTTPS://EVIL.IO/a?b=c", "EVIL[.]IO/a?b=c"],
    ["javascript:alert(1)", "alert(1)"],
    ["contato@banco.xyz", "contato@banco[.]xyz"],
    ["banco。xyz", "banco[.]xyz"],
    ["banco．xyz", "banco[.]xyz"],
    ["http://192.168.0.1/x", "192[.]168[.]0[.]1/x"],
    ["pão.de.queijo", "pão[.]de[.]queijo"],
  ])("%s → %s", (input, output) => {
    expect(neutralizeLinks(input)).toBe(output);
  });

  it.each([
    "Cantina da Rosa",
    "Pizza R$ 29.90 até 22h",
    "Sr. João & Filhos",
    "Horário: 18h às 23h",
    "Açaí 10.5 kg",
  ])("leaves ordinary text alone: %s", (text) => {
    expect(neutralizeLinks(text)).toBe(text);
  });
});

describe("userText", () => {
  it("keeps one line without hidden characters and caps the length", () => {
    expect(userText("Cantina\r\nBcc: x@y.z\tda Rosa", 100)).toBe("Cantina Bcc: x@y[.]z da Rosa");
    expect(userText("abc\u202Edef\u200B", 100)).toBe("abc def");
    const long = userText("a".repeat(200), 60);
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith("…")).toBe(true);
    expect(userText("  Rosa  Lima ", 60)).toBe("Rosa Lima");
  });
});

describe("helloLine", () => {
  it("greets by the typed first name with its links made inert, or plainly without one", () => {
    expect(helloLine("Ana")).toBe("Olá, Ana!");
    expect(helloLine("acesse http://banco.xyz")).toBe("Olá, acesse banco[.]xyz!");
    expect(helloLine("Ana\r\nBcc: x@y.z")).toBe("Olá, Ana Bcc: x@y[.]z!");
    expect(helloLine(null)).toBe("Olá!");
  });
});
