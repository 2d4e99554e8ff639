import { observable, runInAction } from 'mobx';
import type { Unsubscribe } from '../../../application/shared/token';
import type { WatchPerpFigures } from '../../../application/trade/watch-perp-figures.use-case';

/** The mark price stream's last mark of each symbol the account holds a perpetual position in. */
export class PositionMarks {
  private readonly marks = observable.map<string, string>();
  private readonly watches = new Map<string, Unsubscribe>();

  constructor(private readonly perpFigures: WatchPerpFigures) {}

  /** The last mark heard for the symbol; undefined before the first (or when the symbol is not held). */
  of(symbol: string): string | undefined {
    return this.marks.get(symbol);
  }

  /** Follows the mark price stream of every symbol in `held`, and stops following the others. */
  follow(held: ReadonlySet<string>): void {
    for (const [symbol, stop] of this.watches) {
      if (held.has(symbol)) continue;
      stop();
      this.watches.delete(symbol);
      runInAction(() => this.marks.delete(symbol));
    }
    for (const symbol of held) {
      if (this.watches.has(symbol)) continue;
      this.watches.set(
        symbol,
        this.perpFigures.execute(symbol, (figures) => {
          const mark = figures.markPrice;
          if (mark !== undefined && this.watches.has(symbol) && this.marks.get(symbol) !== mark)
            runInAction(() => this.marks.set(symbol, mark));
        }),
      );
    }
  }
}
