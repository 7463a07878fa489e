import { type CustomerImport, customerImportResultSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";

/** POST /api/customers/import: one chunk (dryRun for the preview). */
export const importCustomers = (input: CustomerImport) =>
  request(customerImportResultSchema, "POST", "/api/customers/import", input);
