// Fills a bench owner's dashboard lists (bench/seedReads.mjs) on the bench's
// database: DATABASE_URL (BENCH_DRIVER=pg) or the PGlite DATA_DIR the app has
// let go. SEED_EMAIL names the owner; SEED_CUSTOMERS adds customers (default 0).
import { dashboardReadStatements } from "../seedReads.mjs";
import { runStatements } from "./benchDatabase.mjs";

await runStatements(
  dashboardReadStatements(process.env.SEED_EMAIL ?? "", {
    customers: Number(process.env.SEED_CUSTOMERS ?? 0),
  }),
);
