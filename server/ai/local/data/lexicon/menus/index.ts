import type { MenuCuisine } from "../menuTypes";
import { BRASILEIRA } from "./brasileira";
import { HAMBURGUERIA } from "./hamburgueria";
import { ITALIANA } from "./italiana";
import { JAPONESA } from "./japonesa";
import { MARMITEX } from "./marmitex";
import { MEXICANA } from "./mexicana";
import { PIZZARIA } from "./pizzaria";
import { VEGETARIANA } from "./vegetariana";

/** The cuisines whose menus are composed (SPEC's menu restaurant types), by business profile id. */
export const MENU_CUISINES: Readonly<Record<string, MenuCuisine>> = {
  pizzaria: PIZZARIA,
  hamburgueria: HAMBURGUERIA,
  marmitex: MARMITEX,
  italiana: ITALIANA,
  japonesa: JAPONESA,
  brasileira: BRASILEIRA,
  mexicana: MEXICANA,
  vegetariana: VEGETARIANA,
};
