import type { RowShape } from "../db/rowShape";
import { CUSTOMER_JSON } from "./customers/customerJson";
import { DISH_JSON } from "./dishes/service";
import { GENERATION_JSON } from "./generators/service";
import { DAY_JSON } from "./metrics/service";
import { PROMOTION_JSON } from "./promotions/service";
import { TEAM_MEMBER_JSON } from "./team/service";

/** Every table whose rows keep their API JSON text (decision 027), in the migration's order. */
export const ROW_JSON_TABLES: readonly RowShape[] = [
  DISH_JSON,
  PROMOTION_JSON,
  GENERATION_JSON,
  TEAM_MEMBER_JSON,
  CUSTOMER_JSON,
  DAY_JSON,
];
