/**
 * A value the light phase reads before the container (docs/adr/0010-light-public-shell.md): the promise of its answer,
 * and where the read stands, for a view that must show the answer in its first render.
 */
export interface EarlyValue<T> {
  /** Resolves with the answer; undefined when there was none (no session, a failed read, a chunk that did not load). */
  readonly settled: Promise<T | undefined>;
  /** Whether the read has settled, and its answer: the same object until it settles. */
  state(): EarlyState<T>;
}

export interface EarlyState<T> {
  readonly settled: boolean;
  readonly value: T | undefined;
}

const PENDING: EarlyState<never> = { settled: false, value: undefined };

/** Starts `read` now; a failure settles as undefined. */
export function earlyValue<T>(read: () => Promise<T | undefined>): EarlyValue<T> {
  let state: EarlyState<T> = PENDING;
  const settled = read().then(
    (value) => {
      state = { settled: true, value };
      return value;
    },
    () => {
      state = { settled: true, value: undefined };
      return undefined;
    },
  );
  return { settled, state: () => state };
}
