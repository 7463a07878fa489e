// The lists' declarations (server/db/rowShape.ts), built as data to
// dist/server/listShapes.js by `npm run build`: the bare baselines select and
// build each list's items from them, so they read the same fields as our
// server in every run, whatever was added to a list. Bare by design: one
// statement on the driver, an object per row, JSON.stringify.
import { LIST_SHAPES } from "../../dist/server/listShapes.js";

const PREFIX = "item_";

function fieldsOf(table) {
  const fields = LIST_SHAPES[table];
  if (!fields) throw new Error(`lista sem declaração: ${table}`);
  return fields;
}

/** The driver's cast of a column so the value it hands over is the one JSON needs. */
function selected(field, alias) {
  const column = `${alias}.${field.column}`;
  // pg hands bigint over as a string and a date as a local Date: float8 and text keep both exact.
  if (field.sqlType === "bigint") return `${column}::float8`;
  if (field.kind === "date") return `${column}::text`;
  return column;
}

/** The select list of a list's items over `alias`, each as item_<key>. */
export function itemColumns(table, alias) {
  return fieldsOf(table)
    .map((field) => `${selected(field, alias)} as "${PREFIX}${field.key}"`)
    .join(", ");
}

/** Builds a list's item, keys in the answer's order, from a row selected with itemColumns. */
export function itemBuilder(table) {
  const fields = fieldsOf(table);
  return (row) => {
    const item = {};
    for (const field of fields) {
      const value = row[PREFIX + field.key];
      if (field.fallback) {
        item[field.key] = field.fallback.values.includes(value) ? value : field.fallback.otherwise;
      } else if (value === null) {
        item[field.key] = null;
      } else {
        item[field.key] = field.kind === "timestamp" ? new Date(value).toISOString() : value;
      }
    }
    return item;
  };
}

/** Whether a left-joined row holds an item: its first key (an id, a date) is never null. */
export function itemPresent(table) {
  const first = PREFIX + fieldsOf(table)[0].key;
  return (row) => row[first] !== null;
}
