import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The contrib extensions every PGlite of the app loads: migration 0007 creates
 * pg_trgm and btree_gin (per-restaurant trigram indexes for the customer
 * search, issue 15 item 8), and a database that has them cannot be used by a
 * PGlite that lacks them.
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
