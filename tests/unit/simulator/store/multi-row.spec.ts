import {
  deleteRows,
  lastOfEachKey,
  PARAMETERS_PER_PART,
  PARAMETERS_PER_STATEMENT,
  writeAsOne,
  writeRows,
} from '../../../../simulator/store/multi-row';
import type { SqlClient, SqlExecutor } from '../../../../simulator/store/sql-client';

/** An executor that records each statement and answers no rows. */
function recording(): { tx: SqlExecutor; statements: { sql: string; params: unknown[] }[] } {
  const statements: { sql: string; params: unknown[] }[] = [];
  const tx: SqlExecutor = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return { rows: [] as T[] };
    },
    exec: async () => undefined,
  };
  return { tx, statements };
}

describe('rows written in multi-row statements (simulator/store/multi-row.ts)', () => {
  it('writes each row as a tuple of numbered placeholders, the values in order, and the tail after them', async () => {
    const { tx, statements } = recording();
    await writeRows(
      tx,
      'insert into t (a, b)',
      [
        { a: 1, b: 'x' },
        { a: 2, b: 'y' },
      ],
      (r) => [r.a, r.b],
      'on conflict (a) do nothing',
    );
    expect(statements).toEqual([
      { sql: 'insert into t (a, b) values ($1, $2), ($3, $4) on conflict (a) do nothing', params: [1, 'x', 2, 'y'] },
    ]);
  });

  it('starts a new statement before 10,000 parameters, numbering each from $1 again; a row is never split', async () => {
    const { tx, statements } = recording();
    // 3 values a row: 3,333 rows (9,999 parameters) a statement
    const rows = Array.from({ length: 7_000 }, (_, i) => i);
    await writeRows(tx, 'insert into t (a, b, c)', rows, (i) => [i, i, i]);
    expect(PARAMETERS_PER_PART).toBe(10_000);
    expect(statements.map((s) => s.params.length)).toEqual([9_999, 9_999, 1_002]);
    expect(statements[1].params[0]).toBe(3_333);
    expect(statements[2].sql).toBe(
      `insert into t (a, b, c) values ($1, $2, $3), ($4, $5, $6), ${Array.from({ length: 332 }, (_, i) => `($${3 * i + 7}, $${3 * i + 8}, $${3 * i + 9})`).join(', ')}`,
    );
  });

  it('runs nothing for no rows', async () => {
    const { tx, statements } = recording();
    await writeRows(tx, 'insert into t (a)', [], (i: number) => [i]);
    await deleteRows(tx, 't', ['a'], []);
    expect(statements).toEqual([]);
  });

  it('lets a row wrap its placeholders (a cast, a default)', async () => {
    const { tx, statements } = recording();
    await writeRows(
      tx,
      'insert into t (id, a)',
      [{ id: null, a: 5 }],
      (r) => [r.id, r.a],
      '',
      ([id, a]) => `(coalesce(${id}::bigint, 7), ${a})`,
    );
    expect(statements[0].sql).toBe('insert into t (id, a) values (coalesce($1::bigint, 7), $2)');
  });

  it('deletes by a list of keys, as many a statement as 10,000 parameters allow', async () => {
    const { tx, statements } = recording();
    await deleteRows(
      tx,
      'growth_rows',
      ['kind', 'id'],
      [
        ['notification', '1'],
        ['notification', '2'],
      ],
    );
    expect(statements).toEqual([
      { sql: 'delete from growth_rows where (kind, id) in (($1, $2), ($3, $4))', params: ['notification', '1', 'notification', '2'] },
    ]);
    await deleteRows(
      tx,
      't',
      ['a', 'b'],
      Array.from({ length: 5_001 }, (_, i) => [i, i]),
    );
    expect(statements.slice(1).map((s) => s.params.length)).toEqual([10_000, 2]);
  });

  it('keeps the last row of each key, in the order each key first came', () => {
    const rows = [
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 1, v: 'c' },
      { id: 3, v: 'd' },
    ];
    expect(lastOfEachKey(rows, (r) => r.id)).toEqual([
      { id: 1, v: 'c' },
      { id: 2, v: 'b' },
      { id: 3, v: 'd' },
    ]);
  });
});

describe('a write batch as one statement (writeAsOne)', () => {
  /** A client that records each statement, and whether it ran in a transaction. */
  function client() {
    const ran: { sql: string; params: unknown[]; inTransaction: boolean }[] = [];
    const on = (inTransaction: boolean): SqlExecutor => ({
      query: async <T>(sql: string, params: unknown[] = []) => {
        ran.push({ sql, params, inTransaction });
        return { rows: [] as T[] };
      },
      exec: async () => undefined,
    });
    const db: SqlClient = { ...on(false), transaction: (work) => work(on(true)), close: async () => undefined };
    return { db, ran };
  }

  it('runs the statements as one: the others as with queries before the last, their placeholders numbered on', async () => {
    const { db, ran } = client();
    await writeAsOne(db, async (tx) => {
      await tx.query('insert into a (x, y) values ($1, $2)', [1, 2]);
      await tx.query('delete from b where (k) in (($1))', ['k']);
      await tx.query('insert into c (z) values ($1), ($2)', [3, 4]);
    });
    expect(ran).toEqual([
      {
        sql: 'with w0 as (insert into a (x, y) values ($1, $2)), w1 as (delete from b where (k) in (($3))) insert into c (z) values ($4), ($5)',
        params: [1, 2, 'k', 3, 4],
        inTransaction: false,
      },
    ]);
  });

  it('runs one statement as it is, and nothing for none', async () => {
    const { db, ran } = client();
    await writeAsOne(db, async () => undefined);
    await writeAsOne(db, (tx) => tx.query('insert into a (x) values ($1)', [1]).then(() => undefined));
    expect(ran).toEqual([{ sql: 'insert into a (x) values ($1)', params: [1], inTransaction: false }]);
  });

  it('splits statements past 30,000 parameters into several, run in one transaction', async () => {
    const { db, ran } = client();
    const many = Array.from({ length: 20_000 }, (_, i) => i);
    await writeAsOne(db, async (tx) => {
      await tx.query('insert into a (x) values ($1)', many);
      await tx.query('insert into b (x) values ($1)', many);
      await tx.query('insert into c (x) values ($1)', [1]);
    });
    expect(PARAMETERS_PER_STATEMENT).toBe(30_000);
    expect(ran.map((s) => [s.params.length, s.inTransaction])).toEqual([
      [20_000, true],
      [20_001, true],
    ]);
    expect(ran[1].sql).toBe('with w0 as (insert into b (x) values ($1)) insert into c (x) values ($20001)');
  });

  it('refuses a statement without parameters (exec), which it could not join', async () => {
    const { db } = client();
    await expect(writeAsOne(db, (tx) => tx.exec('vacuum').then(() => undefined))).rejects.toThrow(/parameters only/);
  });
});
