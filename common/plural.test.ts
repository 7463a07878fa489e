import { expect, it } from "vitest";
import { countOf } from "./plural";

it("one is singular; zero and more are plural; thousands with a dot", () => {
  expect(countOf(1, "já cadastrado", "já cadastrados")).toBe("1 já cadastrado");
  expect(countOf(0, "pendente", "pendentes")).toBe("0 pendentes");
  expect(countOf(2, "linha com problema", "linhas com problema")).toBe("2 linhas com problema");
  expect(countOf(1234, "cliente", "clientes")).toBe("1.234 clientes");
});
