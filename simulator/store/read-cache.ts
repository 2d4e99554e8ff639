/**
 * Rows of a table as the store last read them, by key, for reads that come on every request. This process is the
 * store's only writer (ADR 0017), so the repository that owns the table can keep them coherent: every statement that
 * changes a row drops it (`around`: before the statement and again once it is done), and a read begun before a drop is
 * not kept (`mark`, `keep`), so a row changed while it was being read is asked for again. At most `limit` rows are kept;
 * past that, the one read longest ago goes.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, V>();
  private generation = 0;

  constructor(private readonly limit: number) {}

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** A mark to pass to `keep`: a read that began before a drop is not kept. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `value` as read since `mark` unless something was dropped since. */
  keep(key: K, value: V, mark: number): void {
    if (mark !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  drop(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  dropWhere(dropped: (value: V) => boolean): void {
    this.generation += 1;
    for (const [key, value] of this.entries) if (dropped(value)) this.entries.delete(key);
  }

  /** `write` with `drop` done before it and again once it is done (a read meanwhile may have kept what it changes). */
  async around<T>(drop: () => void, write: () => Promise<T>): Promise<T> {
    drop();
    try {
      return await write();
    } finally {
      drop();
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
