import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from './migrate';
import type { Migration } from './migration';
import type { SqlClient } from './sql-client';

const DAY_MS = 86_400_000;

/** Where the empty, migrated databases are kept: `SIM_PG_TEMPLATES`, else a folder of the machine's temporary space. */
export function templateRoot(): string {
  return process.env.SIM_PG_TEMPLATES ?? join(tmpdir(), 'exchange-simulator-pg-templates');
}

/** One name per exact migration history: a change of any migration's id, name or SQL makes a new template. */
export function schemaHash(migrations: readonly Migration[]): string {
  return createHash('sha256')
    .update(JSON.stringify(migrations.map((m) => [m.id, m.name, m.sql])))
    .digest('hex')
    .slice(0, 16);
}

/**
 * A new store's database starts as a copy of an empty database already migrated to exactly `migrations`, made once
 * per machine: Postgres's initdb costs seconds for every new store (each test's simulator, each end-to-end stack), a
 * copy of the 40 MB folder a fraction of one. The result is the same database the migrations would have made.
 * A folder that already holds a database is left alone (it migrates as before). Returns whether it copied.
 */
export async function seedFromTemplate(
  pgDir: string,
  migrations: readonly Migration[],
  open: (dir: string) => Promise<SqlClient>,
): Promise<boolean> {
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) return false;
  const template = join(templateRoot(), schemaHash(migrations));
  if (!existsSync(join(template, 'PG_VERSION'))) await buildTemplate(template, migrations, open);
  cpSync(template, pgDir, { recursive: true });
  return true;
}

async function buildTemplate(template: string, migrations: readonly Migration[], open: (dir: string) => Promise<SqlClient>): Promise<void> {
  pruneOldTemplates(template);
  const building = `${template}.building-${process.pid}-${Date.now()}`;
  const db = await open(building);
  try {
    await migrate(db, migrations);
  } finally {
    await db.close();
  }
  try {
    renameSync(building, template);
  } catch {
    // another process finished the same template first: theirs is identical
    rmSync(building, { recursive: true, force: true });
  }
}

/** Templates of other schemas unused for a day (an old checkout's) are removed; a day keeps concurrent checkouts safe. */
function pruneOldTemplates(keep: string): void {
  const root = templateRoot();
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another process
    }
  }
}
