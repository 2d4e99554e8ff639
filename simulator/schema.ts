import { MODULES } from './modules';
import type { SimulatorModule } from './module';
import type { Migration } from './store/migration';

/**
 * The database's whole history: every module's migrations in order of their ids. Ids are global (a store records
 * the ids it applied in `schema_migrations`), so a module's new migration takes the next id after the highest here.
 */
export function schemaOf(modules: readonly SimulatorModule<unknown>[]): readonly Migration[] {
  const all = modules.flatMap((module) => module.migrations ?? []);
  const seen = new Map<number, string>();
  for (const migration of all) {
    const other = seen.get(migration.id);
    if (other !== undefined) throw new Error(`migration id ${migration.id} is taken twice: ${other} and ${migration.name}`);
    seen.set(migration.id, migration.name);
  }
  return [...all].sort((a, b) => a.id - b.id);
}

export const SCHEMA: readonly Migration[] = schemaOf(MODULES);
