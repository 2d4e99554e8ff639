/**
 * The socket relay's messages (ADR 0042): the page asks a worker to hold its WebSockets, and the worker hands the
 * frames back in batches, so a burst of frames costs the page's main thread one task instead of one per frame.
 */

/** Page → worker. */
export type RelayCommand =
  | { readonly op: 'open'; readonly id: number; readonly url: string }
  | { readonly op: 'send'; readonly id: number; readonly data: string }
  | { readonly op: 'close'; readonly id: number; readonly code?: number; readonly reason?: string };

/** Worker → page, for the socket `id`. `frames`: the text frames received since the last batch, in order. */
export type RelayEvent =
  | { readonly id: number; readonly ev: 'open' }
  | { readonly id: number; readonly ev: 'frames'; readonly frames: readonly string[] }
  | { readonly id: number; readonly ev: 'error' }
  | { readonly id: number; readonly ev: 'close'; readonly code: number; readonly reason: string; readonly wasClean: boolean };

/** What the page needs of a Worker (tests pass a fake). */
export interface RelayWorkerLike {
  postMessage(command: RelayCommand): void;
  onmessage: ((event: { readonly data: RelayEvent }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}
