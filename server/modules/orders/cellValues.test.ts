import { describe, expect, it } from "vitest";
import { fieldOfHeader, headerKey } from "../../../common/orders";
import { readCancelOrigin, readMoney, readOrderMoment, readStatus } from "./cellValues";

describe("headers", () => {
  it("match whatever the case, accents, spacing and punctuation", () => {
    expect(fieldOfHeader("DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)")).toBe("distanceKm");
    expect(fieldOfHeader("  distancia percorrida ate o cliente km ")).toBe("distanceKm");
    expect(fieldOfHeader("Valor dos Itens (R$)")).toBe("itemsCents");
    expect(fieldOfHeader("VALOR DOS ITENS CANCELADOS")).toBe("cancelledItemsCents");
    expect(fieldOfHeader("Taxa de servico")).toBe("serviceFeeCents");
    expect(fieldOfHeader("tempo de atraso em relacao ao tempo prometido de entrega (min)")).toBe(
      "delayMinutes",
    );
    expect(fieldOfHeader("Nome")).toBeNull();
    expect(headerKey("Id  Completo-do_Pedido")).toBe("idcompletodopedido");
  });
});

describe("money", () => {
  const cents = (v: unknown) => {
    const r = readMoney(v);
    return r.ok ? r.value : r.message;
  };
  it("reads both formats, signs, currency and number cells", () => {
    expect(cents("1.234,56")).toBe(123456);
    expect(cents("1234.56")).toBe(123456);
    expect(cents("1234,5")).toBe(123450);
    expect(cents("R$ 12,00")).toBe(1200);
    expect(cents("-7,50")).toBe(-750);
    expect(cents("1.234")).toBe(123400);
    expect(cents("1,234.56")).toBe(123456);
    expect(cents("1.234.567,89")).toBe(123456789);
    expect(cents(12.345)).toBe(1235);
    expect(cents(0.1 + 0.2)).toBe(30);
    expect(cents("")).toBeNull();
    expect(cents(null)).toBeNull();
    expect(cents({ formula: "A1", result: 9.9 })).toBe(990);
  });
  it("names what is not money", () => {
    expect(cents("abc")).toBe('valor "abc" não é dinheiro');
    expect(cents("1,2,3")).toBe('valor "1,2,3" não é dinheiro');
    expect(cents("12..5")).toMatch(/não é dinheiro/);
  });
});

describe("dates", () => {
  const iso = (v: unknown) => {
    const r = readOrderMoment(v);
    return r.ok ? [r.value.localDate, r.value.placedAt.toISOString()] : r.message;
  };
  it("read the Portal's text as São Paulo time", () => {
    expect(iso("16/11/2026 23:59:59")).toEqual(["2026-11-16", "2026-11-17T02:59:59.000Z"]);
    expect(iso("01/02/2026")).toEqual(["2026-02-01", "2026-02-01T03:00:00.000Z"]);
    expect(iso("2026-11-16 10:00")).toEqual(["2026-11-16", "2026-11-16T13:00:00.000Z"]);
    // An old summer time (UTC−2 in January 2018).
    expect(iso("15/01/2018 12:00:00")).toEqual(["2018-01-15", "2018-01-15T14:00:00.000Z"]);
  });
  it("read Excel serials and date cells as wall-clock times", () => {
    expect(iso(46342.8125)).toEqual(["2026-11-16", "2026-11-16T22:30:00.000Z"]);
    expect(iso("46342.8125")).toEqual(["2026-11-16", "2026-11-16T22:30:00.000Z"]);
    expect(iso(new Date(Date.UTC(2026, 10, 16, 19, 30)))).toEqual(["2026-11-16", "2026-11-16T22:30:00.000Z"]);
  });
  it("refuse what is not a date", () => {
    expect(iso("31/02/2026 10:00")).toBe("data inválida");
    expect(iso("ontem")).toMatch(/não está como dd\/mm\/aaaa/);
    expect(iso("")).toBe("falta a data do pedido");
    expect(iso(12)).toBe("data inválida");
  });
});

describe("status and origin", () => {
  it("map the Portal's words", () => {
    expect(readStatus("CONCLUIDO")).toEqual({ ok: true, value: "completed" });
    expect(readStatus("Concluído")).toEqual({ ok: true, value: "completed" });
    expect(readStatus("CANCELADO")).toEqual({ ok: true, value: "cancelled" });
    expect(readStatus("CANCELAMENTO PARCIAL")).toEqual({ ok: true, value: "partially_cancelled" });
    expect(readStatus("")).toEqual({ ok: true, value: "completed" });
    expect(readStatus("EM ROTA")).toMatchObject({ ok: false });
    expect(readCancelOrigin("MERCHANT")).toBe("store");
    expect(readCancelOrigin("CLIENTE")).toBe("customer");
    expect(readCancelOrigin("LOGISTICS")).toBe("logistics");
    expect(readCancelOrigin("IFOOD")).toBe("other");
    expect(readCancelOrigin(null)).toBeNull();
  });
});
