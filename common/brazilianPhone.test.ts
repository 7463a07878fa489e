import { expect, it } from "vitest";
import { formatBrazilianPhone } from "./brazilianPhone";

it("masks a Brazilian phone as typed, mobile or landline, with or without +55", () => {
  const typedOneByOne = [..."11987654321"].map((_, i, all) =>
    formatBrazilianPhone(all.slice(0, i + 1).join("")),
  );
  expect(typedOneByOne).toEqual([
    "(1",
    "(11",
    "(11) 9",
    "(11) 98",
    "(11) 987",
    "(11) 9876",
    "(11) 9876-5",
    "(11) 9876-54",
    "(11) 9876-543",
    "(11) 9876-5432",
    "(11) 98765-4321",
  ]);
  expect(formatBrazilianPhone("1132654321")).toBe("(11) 3265-4321");
  expect(formatBrazilianPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
  expect(formatBrazilianPhone("5511987654321")).toBe("(11) 98765-4321");
  expect(formatBrazilianPhone("119876543219999")).toBe("(11) 98765-4321");
  expect(formatBrazilianPhone("abc")).toBe("");
});
