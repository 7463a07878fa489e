import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../db/migrate";
import { openDatabase } from "../db/open";
import { pgliteExtensions } from "../db/pgliteExtensions";
import { seedPlans } from "../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a file holding a migrated, seeded data folder to load per test file. */
    pgliteSnapshot: string;
    /** PostgreSQL (TEST_DATABASE_URL set): the migrated template each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database once per run; each API test file then starts from a
 * copy of it (a PGlite snapshot, or CREATE DATABASE … TEMPLATE on PostgreSQL)
 * instead of paying initdb and migrations per file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `pc_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateDatabase(database);
    await seedPlans(database.db);
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  await seedPlans(database.db);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), "pc-snapshot-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  project.provide("pgTemplate", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
