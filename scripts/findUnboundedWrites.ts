/**
 * Finds Drizzle `.update(table)` and `.delete(table)` chains that never reach
 * `.where(`: one of those rewrites or empties a whole table. A plain syntax
 * walk (no type checker) keeps `npm run check` fast, so a write is recognised
 * by its shape:
 * - `.update(x)` followed in the same chain by `.set(` (crypto's
 *   `hash.update(x).digest()` has no `.set`);
 * - `.delete(x)` on a receiver named like a database handle (`db`, `tx`,
 *   `ctx.database.db`, `deps.db`, `trx`, …) or followed by `.returning(`
 *   (a `Set`/`Map` `.delete` is neither).
 * A deliberate whole-table write says so on the line above with
 * `// unbounded-write: <why>`.
 */
import ts from "typescript";

export type UnboundedWrite = { file: string; line: number; column: number; method: "update" | "delete" };

const DATABASE_HANDLE = /^(db|tx|trx|database|transaction)$|(Db|Tx)$/;
const OPT_OUT = /\/\/\s*unbounded-write:\s*\S/;

/** Method names called after `call` in the same fluent chain, in order. */
function chainAfter(call: ts.CallExpression): string[] {
  const names: string[] = [];
  let node: ts.Node = call;
  while (
    ts.isPropertyAccessExpression(node.parent) &&
    node.parent.expression === node &&
    ts.isCallExpression(node.parent.parent) &&
    node.parent.parent.expression === node.parent
  ) {
    names.push(node.parent.name.text);
    node = node.parent.parent;
  }
  return names;
}

function receiverName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

export function findUnboundedWrites(file: string, source: string): UnboundedWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lines = source.split("\n");
  const found: UnboundedWrite[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      (node.expression.name.text === "update" || node.expression.name.text === "delete") &&
      node.arguments.length === 1
    ) {
      const method = node.expression.name.text;
      const after = chainAfter(node);
      const receiver = receiverName(node.expression.expression) ?? "";
      const isWrite =
        method === "update"
          ? after.includes("set")
          : DATABASE_HANDLE.test(receiver) || after.includes("returning");
      if (isWrite && !after.includes("where")) {
        const start = sourceFile.getLineAndCharacterOfPosition(node.expression.name.getStart(sourceFile));
        const above = lines[start.line - 1] ?? "";
        if (!OPT_OUT.test(above) && !OPT_OUT.test(lines[start.line] ?? "")) {
          found.push({ file, line: start.line + 1, column: start.character + 1, method });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
