import { describe, expect, it } from "vitest";
import { SALES_WITHOUT_ORDERS_MESSAGE } from "../../../common/metrics";
import { metricsFormSchema } from "./metricsForm";

const filled = {
  date: "2026-11-23",
  totalSales: "1.234,56",
  orderCount: "42",
  averageTicket: "",
  repeatCustomers: "",
  rating: "4,5",
};

const messages = (input: Record<string, string>) => {
  const result = metricsFormSchema.safeParse({ ...filled, ...input });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("metrics form", () => {
  it("turns what the owner types into the API's cents and numbers", () => {
    expect(metricsFormSchema.parse(filled)).toEqual({
      date: "2026-11-23",
      totalSales: 123456,
      orderCount: 42,
      averageTicket: null,
      repeatCustomers: 0,
      rating: 4.5,
    });
    expect(
      metricsFormSchema.parse({ ...filled, averageTicket: "29,90", repeatCustomers: "7" }),
    ).toMatchObject({
      averageTicket: 2990,
      repeatCustomers: 7,
    });
  });

  it("refuses what the server refuses, with the server's words", () => {
    expect(messages({ totalSales: "-50" })).toEqual(["totalSales: As vendas não podem ser negativas."]);
    expect(messages({ rating: "7" })).toEqual(["rating: A nota vai de 0 a 5."]);
    expect(messages({ date: "2026-02-30" })).toEqual(["date: Data inválida."]);
    expect(messages({ orderCount: "-1" })).toEqual([
      "orderCount: O número de pedidos não pode ser negativo.",
    ]);
  });

  it("refuses sales without orders, under Pedidos", () => {
    expect(messages({ totalSales: "2.000,00", orderCount: "0" })).toEqual([
      `orderCount: ${SALES_WITHOUT_ORDERS_MESSAGE}`,
    ]);
    expect(messages({ totalSales: "0", orderCount: "0" })).toEqual([]);
  });

  it("explains what is missing or malformed", () => {
    expect(messages({ totalSales: "" })).toEqual(["totalSales: Informe as vendas do dia."]);
    expect(messages({ orderCount: "3,5" })).toEqual(["orderCount: Use um número inteiro, sem vírgula."]);
    expect(messages({ totalSales: "muito" })).toEqual([
      "totalSales: Valor inválido. Use o formato 1.234,56.",
    ]);
  });
});
