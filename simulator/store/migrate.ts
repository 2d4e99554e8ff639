import type { Migration } from './migration';
import type { SqlClient } from './sql-client';

/** Applies every migration of `migrations` (simulator/schema.ts) not yet recorded, each in its own transaction. Returns the ids applied. */
export async function migrate(db: SqlClient, migrations: readonly Migration[]): Promise<number[]> {
  assertOrdered(migrations);
  await db.exec(`
    create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at bigint not null
    )
  `);
  const { rows } = await db.query<{ id: number }>('select id from schema_migrations');
  const done = new Set(rows.map((row) => Number(row.id)));
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, name, applied_at) values ($1, $2, $3)', [
        migration.id,
        migration.name,
        Date.now(),
      ]);
    });
    applied.push(migration.id);
  }
  return applied;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, i) => {
    if (i > 0 && migration.id <= migrations[i - 1].id) {
      throw new Error(`migration ids must increase: ${migrations[i - 1].id} then ${migration.id}`);
    }
  });
}
