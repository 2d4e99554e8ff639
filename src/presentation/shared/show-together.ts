import { makeObservable, observable, runInAction, when } from 'mobx';

/**
 * A page part held back until what may appear above it is known, so nothing moves in under the reader (a layout
 * shift): shown once `ready()` holds, or `capMs` after `begin`, whichever comes first. /wallet holds its tabs for the
 * first-deposit prompt, /account its cards for the task list.
 */
export class ShowTogether {
  /** Whether the held part shows. */
  shown = false;
  private cap: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly capMs: number) {
    makeObservable(this, { shown: observable });
  }

  /** Starts waiting for `ready` (observed), or the cap. */
  begin(ready: () => boolean): void {
    clearTimeout(this.cap);
    this.cap = setTimeout(() => this.show(), this.capMs);
    when(ready, () => this.show());
  }

  private show(): void {
    clearTimeout(this.cap);
    runInAction(() => (this.shown = true));
  }
}
