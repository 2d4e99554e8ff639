import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SCHEMA } from '../../../simulator/schema';
import { schemaHash } from '../../../simulator/store/store-template';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../..');
const PROBE = join(__dirname, 'support', 'template-probe.ts');

describe('a new store starts from a migrated template (PGlite, in a child process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-template-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each new store every migration and keeps stores apart (a write in one is not in the template)', async () => {
    const templates = join(dir, 'templates');
    const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', PROBE, join(dir, 'stores')], {
      cwd: ROOT,
      timeout: 110_000,
      env: { ...process.env, SIM_PG_TEMPLATES: templates },
    });
    const seen = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
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
