import { customerSchema } from "../../../common/customers";
import { rowShape } from "../../db/rowShape";
import { customers } from "../../db/schema";

/**
 * A customer as GET /api/customers writes it, declared once from
 * customerSchema and the table (issue 26). A stored category outside the
 * segments reads as "Novo".
 */
export const CUSTOMER_JSON = rowShape(customers, customerSchema, { category: { otherwise: "Novo" } });
export const toCustomer = CUSTOMER_JSON.toAnswer;
