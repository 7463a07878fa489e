import { expect, it } from "vitest";
import { MENU_RESTAURANT_TYPES } from "../../../common/constants";
import { MENU_TYPES } from "../../../common/generators";
import { menuTypeOptions } from "./labels";

it("offers SPEC §9's menu types and marks the restaurant's own", () => {
  const options = menuTypeOptions("italiana");
  expect(options.map((o) => o.value)).toEqual([...MENU_RESTAURANT_TYPES]);
  expect(options.find((o) => o.value === "italiana")?.label).toBe("Italiana (seu restaurante)");
  expect(options.find((o) => o.value === "japonesa")?.label).toBe("Japonesa");
});

it("puts a category outside the menu types first, so the first menu matches the restaurant", () => {
  const options = menuTypeOptions("acai");
  expect(options[0]).toEqual({ value: "acai", label: "Açaí (seu restaurante)" });
  expect(options).toHaveLength(MENU_RESTAURANT_TYPES.length + 1);
});

it("every option is a type the server accepts, with a Portuguese label", () => {
  for (const own of MENU_TYPES) {
    for (const o of menuTypeOptions(own)) {
      expect(MENU_TYPES).toContain(o.value);
      expect(o.label).not.toBe(o.value);
    }
  }
});
