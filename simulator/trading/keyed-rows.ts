/**
 * A write batch's rows that are stored by kind and id (growth and copy rows): the latest row of a (kind, id) wins,
 * in the place of its first. Kept as a map of ids per kind, not one map keyed by `kind + ' ' + id`: that key was a new
 * string per row, flattened and hashed on every save (a notification per filled order: ≈ 2 % of the engine's
 * exchange path). A batch lists the rows kind by kind, each kind's in the order first saved; the stores apply rows
 * of different kinds independently.
 */
export class KeyedRows<R extends { readonly kind: string; readonly id: string }> {
  private kinds = new Map<string, Map<string, R>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  set(row: R): void {
    let rows = this.kinds.get(row.kind);
    if (rows === undefined) this.kinds.set(row.kind, (rows = new Map()));
    const before = rows.size;
    rows.set(row.id, row);
    this.count += rows.size - before;
  }

  /** `f` of each row, kind by kind, in one array. */
  map<U>(f: (row: R) => U): U[] {
    const out: U[] = [];
    for (const rows of this.kinds.values()) for (const row of rows.values()) out.push(f(row));
    return out;
  }

  clear(): void {
    if (this.count === 0) return;
    this.kinds = new Map();
    this.count = 0;
  }
}
