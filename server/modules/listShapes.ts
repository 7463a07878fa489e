import type { ShapeField } from "../db/rowShape";
import { ROW_JSON_TABLES } from "./rowJsonTables";

/*
 * Each list's declaration as plain data, by table (issue 26): what the
 * bench's bare baselines build their selects and objects from
 * (bench/servers/listShapes.mjs), so a field added to a list is in the
 * baselines' reads without touching the bench. Built to
 * dist/server/listShapes.js by scripts/build-server.mjs.
 */
export const LIST_SHAPES: Readonly<Record<string, readonly ShapeField[]>> = Object.fromEntries(
  ROW_JSON_TABLES.map((list) => [list.table, list.shape]),
);
