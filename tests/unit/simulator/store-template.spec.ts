import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMA } from '../../../simulator/schema';
import { schemaHash } from '../../../simulator/store/store-template';
import { childProbe } from './support/child-probe';

describe('a new store starts from a migrated template (PGlite, in a child process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-template-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each new store every migration and keeps stores apart (a write in one is not in the template)', async () => {
    const templates = join(dir, 'templates');
    const seen = await childProbe('template-probe.ts', 110_000, { ...process.env, SIM_PG_TEMPLATES: templates })(join(dir, 'stores'));
    const ids = SCHEMA.map((m) => m.id);
    expect(seen.templateBuilt).toBe(true);
    expect(seen.templates).toEqual([schemaHash(SCHEMA)]);
    expect(seen.migrationsA).toEqual(ids);
    expect(seen.migrationsB).toEqual(ids);
    expect(seen.inA).toBe('only-in-a');
    expect(seen.inB).toBeNull();
  }, 120_000);

  it('names a template after the exact history: any change of a migration is another template', () => {
    const changed = SCHEMA.map((m, i) => (i === SCHEMA.length - 1 ? { ...m, sql: `${m.sql}\n-- changed` } : m));
    expect(schemaHash(changed)).not.toBe(schemaHash(SCHEMA));
    expect(schemaHash(SCHEMA.slice(0, -1))).not.toBe(schemaHash(SCHEMA));
    expect(schemaHash([...SCHEMA])).toBe(schemaHash(SCHEMA));
  });
});
