import { expect, it } from "vitest";
import { withFullStop } from "./sentence";

it("adds a full stop only when the sentence has none", () => {
  expect(withFullStop("+1 pedido para Ana")).toBe("+1 pedido para Ana.");
  expect(withFullStop("+1 pedido para Thiago Lima Jr.")).toBe("+1 pedido para Thiago Lima Jr.");
  expect(withFullStop("Que dia!")).toBe("Que dia!");
  expect(withFullStop("Vem aí…")).toBe("Vem aí…");
});
