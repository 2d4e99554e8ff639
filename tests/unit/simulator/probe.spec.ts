import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
test('pglite under jest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const db = new PGlite(join(dir, 'pg'));
  await db.exec('create table t(x int)');
  await db.close();
  const db2 = new PGlite(join(dir, 'pg'));
  const r = await db2.query('select count(*)::int as n from t');
  expect(r.rows).toEqual([{ n: 0 }]);
  await db2.close();
}, 30000);
