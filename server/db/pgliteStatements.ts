import { Mutex, type PGlite, protocol, type QueryOptions, type Results, types } from "@electric-sql/pglite";

/*
 * Named prepared statements on PGlite (decision 023). PGlite's query() sends
 * every call as an unnamed statement in five separate calls into its
 * WebAssembly engine (parse, describe, bind, describe, execute, then sync), so
 * PostgreSQL parses and plans the same SELECT on every request: on the hot
 * reads, which join the session, the user, the acting restaurant and the data,
 * planning was most of the time a request spent in the database. Here each
 * distinct SELECT text is parsed once, under a name, and every later call is
 * ONE call into the engine (bind, execute, sync) that reuses it; PostgreSQL's
 * plan cache then decides, as it does for our named statements on a real
 * server, when a generic plan may serve. Results are built as query() builds
 * them (same parsers and serializers), so Drizzle cannot tell the difference.
 *
 * Only SELECTs outside a transaction take this path (a transaction's queries go
 * through its own object, untouched; a call with its own parameter types or a
 * blob goes to query()), and at most MAX_STATEMENTS texts are kept: past that,
 * query() serves as before.
 *
 * Only PGlite's public API (decision 033): execProtocol, the protocol
 * serializers, types.parseType, and runExclusive, which keeps every other
 * query out while a statement is prepared or run. runExclusive does not keep
 * an open transaction out (between two of its queries another call may run,
 * and PGlite has one session: it would run inside that transaction), so the
 * returned client's transaction() holds a gate that the named path takes too.
 * Transactions must therefore be opened through the returned client, as
 * Drizzle does; PGlite's own query() and exec() wait for transactions as before.
 */

const MAX_STATEMENTS = 200;
/** "cached plan must not change result type": the table changed under a kept statement. */
const PLAN_CHANGED = "0A000";

type Statement = { name: string; paramTypes: number[]; fields: { name: string; dataTypeID: number }[] };

type Message = { name: string } & Record<string, unknown>;

const isSelect = (text: string) => /^\s*select\b/i.test(text);

/** `client` with query() serving SELECTs through named statements; every other member is the client's own. */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  /** Held by each transaction() of the returned client and by each named SELECT. */
  const transactionGate = new Mutex();
  const { serialize } = protocol;

  async function prepare(text: string): Promise<Statement> {
    const name = `pc_select_${++counter}`;
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const params = (messages as Message[]).find((m) => m.name === "parameterDescription");
    const row = (messages as Message[]).find((m) => m.name === "rowDescription");
    const statement: Statement = {
      name,
      paramTypes: (params?.dataTypeIDs as number[] | undefined) ?? [],
      fields: ((row?.fields as Statement["fields"] | undefined) ?? []).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
    };
    statements.set(text, statement);
    return statement;
  }

  async function forget(text: string, statement: Statement): Promise<void> {
    statements.delete(text);
    await client.execProtocol(
      Buffer.concat([serialize.close({ type: "S", name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  async function execute<T>(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parsers = options?.parsers ? { ...client.parsers, ...options.parsers } : client.parsers;
    const { fields } = statement;
    const asArray = options?.rowMode === "array";
    const rows: unknown[] = [];
    for (const message of messages as Message[]) {
      if (message.name !== "dataRow") continue;
      const cells = (message.fields as (string | null)[]).map((cell, i) =>
        types.parseType(cell, fields[i]!.dataTypeID, parsers),
      );
      rows.push(asArray ? cells : Object.fromEntries(cells.map((cell, i) => [fields[i]!.name, cell])));
    }
    return { rows: rows as T[], fields, affectedRows: 0 };
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (
      client.closed ||
      !isSelect(text) ||
      options?.blob ||
      options?.paramTypes ||
      (!statements.has(text) && statements.size >= MAX_STATEMENTS)
    ) {
      // A closed client answers with PGlite's own error, which server/db/connectionErrors.ts knows.
      return client.query<T>(text, params, options);
    }
    // No transaction open, and no other query in between (PGlite's query() takes the same two steps).
    return transactionGate.runExclusive(() =>
      client.runExclusive(async () => {
        const statement = statements.get(text) ?? (await prepare(text));
        try {
          return await execute<T>(statement, params, options);
        } catch (error) {
          if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
          await forget(text, statement);
          return execute<T>(await prepare(text), params, options);
        }
      }),
    );
  }

  const transaction: PGlite["transaction"] = (callback) =>
    transactionGate.runExclusive(() => client.transaction(callback));

  // Tests may wrap query() to see the statements a request sends (server/testing/statementsDuring.ts).
  let currentQuery: typeof query = query;
  return new Proxy(client, {
    set(target, property, value) {
      if (property !== "query") return Reflect.set(target, property, value, target);
      currentQuery = value;
      return true;
    },
    get(target, property) {
      if (property === "query") return currentQuery;
      if (property === "transaction") return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
