import type { SqlClient, SqlExecutor } from './sql-client';

/** Parameters one multi-row insert or delete takes at most (a table's rows of a batch are one, in their order). */
export const PARAMETERS_PER_PART = 10_000;

const inParentheses = (placeholders: readonly string[]): string => `(${placeholders.join(', ')})`;

/**
 * Runs `statement` of the rows' tuples for as many rows a statement as `PARAMETERS_PER_PART` allows (a row is never
 * split), the values of each row from `values`, in order, numbered `$1`, `$2`, … in each statement.
 */
async function inParts<T>(
  tx: SqlExecutor,
  rows: readonly T[],
  values: (row: T) => readonly unknown[],
  tuple: (placeholders: readonly string[]) => string,
  statement: (tuples: readonly string[]) => string,
): Promise<void> {
  let params: unknown[] = [];
  let tuples: string[] = [];
  const flush = async () => {
    if (tuples.length > 0) await tx.query(statement(tuples), params);
    params = [];
    tuples = [];
  };
  for (const row of rows) {
    const rowValues = values(row);
    if (params.length + rowValues.length > PARAMETERS_PER_PART) await flush();
    tuples.push(tuple(rowValues.map((value) => `$${params.push(value)}`)));
  }
  await flush();
}

/**
 * Writes `rows` in multi-row statements: `${head} values (…), (…) ${tail}` (`inParts`; a table's `bigserial` numbers
 * its rows in their order). Postgres (in WebAssembly, in this process) parses, plans and runs each statement once: a
 * batch of 100 orders wrote ≈ 290 statements one row at a time. `tuple` writes a row's placeholders (a cast or a
 * default around one).
 */
export function writeRows<T>(
  tx: SqlExecutor,
  head: string,
  rows: readonly T[],
  values: (row: T) => readonly unknown[],
  tail = '',
  tuple: (placeholders: readonly string[]) => string = inParentheses,
): Promise<void> {
  return inParts(tx, rows, values, tuple, (tuples) => `${head} values ${tuples.join(', ')}${tail ? ` ${tail}` : ''}`);
}

/** Deletes the rows of `table` whose `columns` hold one of `keys`, in statements as `inParts` makes them. */
export function deleteRows(
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  keys: readonly (readonly unknown[])[],
): Promise<void> {
  const where = `(${columns.join(', ')})`;
  return inParts(
    tx,
    keys,
    (key) => key,
    inParentheses,
    (tuples) => `delete from ${table} where ${where} in (${tuples.join(', ')})`,
  );
}

/**
 * The last row of each key, in the order of the keys' first rows: an upsert statement may not touch one row twice
 * ("ON CONFLICT DO UPDATE command cannot affect row a second time"), and the latest state of a row is the one stored.
 */
export function lastOfEachKey<T>(rows: Iterable<T>, key: (row: T) => string | number): T[] {
  const byKey = new Map<string | number, T>();
  for (const row of rows) byKey.set(key(row), row);
  return [...byKey.values()];
}

/** Parameters one composed statement takes at most (Postgres allows 65,535): three parts. */
export const PARAMETERS_PER_STATEMENT = 30_000;

interface Part {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The parts as one statement: the others as data-modifying `with` queries before the last, placeholders renumbered. */
function composed(parts: readonly Part[]): Part {
  if (parts.length === 1) return parts[0];
  const params: unknown[] = [];
  const renumbered = parts.map((part) => {
    const offset = params.length;
    params.push(...part.params);
    return offset === 0 ? part.sql : part.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = renumbered.pop()!;
  return { sql: `with ${renumbered.map((sql, i) => `w${i} as (${sql})`).join(', ')} ${last}`, params };
}

/**
 * Runs the statements `write` makes (inserts, upserts and deletes whose answers it does not read, with `$n`
 * placeholders and no other `$`) as one statement: each but the last a data-modifying `with` query. Postgres runs a
 * statement whole or not at all, and PGlite spent more on each statement than on its rows: a batch of one order's
 * order, fill, balances, ledger rows and notification took a transaction and 5–7 statements (≈ 0.7 ms; one statement
 * ≈ 0.2 ms). Statements over `PARAMETERS_PER_STATEMENT` parameters together are run as several, in one transaction.
 * No two of them may write the same row (`lastOfEachKey`): one statement's queries all see the rows as they were, and
 * run in no set order (a table's rows in one part keep theirs).
 */
export async function writeAsOne(db: SqlClient, write: (tx: SqlExecutor) => Promise<void>): Promise<void> {
  const parts: Part[] = [];
  await write({
    query: async <T>(sql: string, params: unknown[] = []) => {
      parts.push({ sql, params });
      return { rows: [] as T[] };
    },
    exec: async () => {
      throw new Error('writeAsOne: a write batch runs statements with parameters only');
    },
  });
  const statements: Part[] = [];
  let group: Part[] = [];
  let count = 0;
  for (const part of parts) {
    if (group.length > 0 && count + part.params.length > PARAMETERS_PER_STATEMENT) {
      statements.push(composed(group));
      group = [];
      count = 0;
    }
    group.push(part);
    count += part.params.length;
  }
  if (group.length > 0) statements.push(composed(group));
  if (statements.length === 1) await db.query(statements[0].sql, [...statements[0].params]);
  else if (statements.length > 1) await db.transaction((tx) => runAll(tx, statements));
}

async function runAll(tx: SqlExecutor, statements: readonly Part[]): Promise<void> {
  for (const s of statements) await tx.query(s.sql, [...s.params]);
}
