/** One schema migration: applied once, in order of `id`, and recorded in `schema_migrations`. */
export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}
