import { lowerBound } from './sorted-keys';

/**
 * One side in integer units: prices in ticks, sizes in base steps (lots), so no float ever drifts off
 * the grid. `keys` holds `dir × ticks` ascending: index 0 is the best level on both sides.
 */
export class Side {
  readonly qty = new Map<number, number>();
  private readonly keys: number[] = [];
  readonly changed = new Set<number>();

  constructor(private readonly dir: 1 | -1) {}

  get size(): number {
    return this.keys.length;
  }

  /** Price in ticks of the i-th best level. */
  at(i: number): number {
    return this.keys[i] * this.dir;
  }

  best(): number | undefined {
    return this.keys.length === 0 ? undefined : this.keys[0] * this.dir;
  }

  worst(): number | undefined {
    return this.keys.length === 0 ? undefined : this.keys[this.keys.length - 1] * this.dir;
  }

  set(ticks: number, lots: number): void {
    if (lots <= 0) {
      this.delete(ticks);
      return;
    }
    if (!this.qty.has(ticks)) this.keys.splice(lowerBound(this.keys, ticks * this.dir), 0, ticks * this.dir);
    this.qty.set(ticks, lots);
    this.changed.add(ticks);
  }

  delete(ticks: number): void {
    if (!this.qty.delete(ticks)) return;
    this.keys.splice(lowerBound(this.keys, ticks * this.dir), 1);
    this.changed.add(ticks);
  }
}
