import { describe, expect, it } from "vitest";
import { displayBrazilianPhone, normaliseBrazilianPhone, whatsAppNumber } from "./customerPhone";
import { customerPatchSchema, newCustomerSchema, segmentOf } from "./customers";

describe("normaliseBrazilianPhone", () => {
  it("keeps every way people write a number as +55 with DDD", () => {
    for (const typed of [
      "11987654321",
      "(11) 98765-4321",
      "+55 11 98765-4321",
      "55 (11) 98765-4321",
      "011 98765-4321",
      "11 8765-4321", // a mobile written before the leading 9
    ]) {
      expect(normaliseBrazilianPhone(typed), typed).toBe("+5511987654321");
    }
    expect(normaliseBrazilianPhone("(21) 3265-4321")).toBe("+552132654321");
  });

  it("refuses what cannot be dialled in Brazil", () => {
    for (const typed of [
      "",
      "987654321",
      "(20) 98765-4321",
      "(11) 1234-5678",
      "1198765432100",
      "11 98765-432a",
    ]) {
      expect(normaliseBrazilianPhone(typed), typed).toBeNull();
    }
  });

  it("shows it as (11) 98765-4321 and links it as 5511987654321", () => {
    expect(displayBrazilianPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(displayBrazilianPhone("+552132654321")).toBe("(21) 3265-4321");
    expect(whatsAppNumber("+5511987654321")).toBe("5511987654321");
  });
});

describe("segmentOf", () => {
  const today = "2026-11-23";
  it("recency first, then frequency", () => {
    expect(segmentOf({ totalOrders: 0, lastOrderDate: null }, today)).toBe("Novo");
    expect(segmentOf({ totalOrders: 1, lastOrderDate: today }, today)).toBe("Novo");
    expect(segmentOf({ totalOrders: 2, lastOrderDate: "2026-11-01" }, today)).toBe("Recorrente");
    expect(segmentOf({ totalOrders: 10, lastOrderDate: "2026-10-25" }, today)).toBe("VIP");
    expect(segmentOf({ totalOrders: 10, lastOrderDate: "2026-10-24" }, today)).toBe("Em risco");
    expect(segmentOf({ totalOrders: 1, lastOrderDate: "2026-09-24" }, today)).toBe("Inativo");
  });
});

describe("customer bodies", () => {
  it("normalises the phone and email and refuses a bad phone in Portuguese", () => {
    expect(
      newCustomerSchema.parse({ name: " Joana ", phone: "(11) 98765-4321", email: " Joana@X.com " }),
    ).toMatchObject({ name: "Joana", phone: "+5511987654321", email: "joana@x.com" });
    const bad = newCustomerSchema.safeParse({ name: "Joana", phone: "1234" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/Telefone inválido/);
    expect(customerPatchSchema.safeParse({}).success).toBe(false);
    expect(customerPatchSchema.parse({ phone: "" })).toEqual({ phone: null });
  });
});
