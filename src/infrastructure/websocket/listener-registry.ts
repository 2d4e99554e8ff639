/**
 * Listeners by key, with copy-on-write arrays so that dispatch iterates without allocating and a
 * listener may (un)subscribe while being called.
 */
export class ListenerRegistry<L> {
  private readonly byKey = new Map<string, readonly L[]>();

  get(key: string): readonly L[] | undefined {
    return this.byKey.get(key);
  }

  /** Adds a listener; `true` when it is the first one for the key. */
  add(key: string, listener: L): boolean {
    const current = this.byKey.get(key);
    this.byKey.set(key, current ? [...current, listener] : [listener]);
    return current === undefined;
  }

  /** Removes one listener; `true` when it was the last one for the key. */
  remove(key: string, listener: L): boolean {
    const current = this.byKey.get(key);
    if (!current) return false;
    const index = current.indexOf(listener);
    if (index < 0) return false;
    if (current.length === 1) {
      this.byKey.delete(key);
      return true;
    }
    this.byKey.set(key, [...current.slice(0, index), ...current.slice(index + 1)]);
    return false;
  }

  keys(): string[] {
    return [...this.byKey.keys()];
  }
}
