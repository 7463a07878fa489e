import { ADMIN_PASSWORD_HEADER } from "../../common/admin";
import { TEST_ADMIN_PASSWORD } from "./testApp";

/** The admin header with the test password. */
export const adminHeaders = { [ADMIN_PASSWORD_HEADER]: TEST_ADMIN_PASSWORD };
