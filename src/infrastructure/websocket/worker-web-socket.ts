import type { LoggerPort } from '../../application/shared/ports/logger.port';
import { nextTask } from '../platform/next-task';
import { rethrowLater } from '../platform/rethrow-later';
import { createSocketRelayWorker } from './create-socket-relay-worker';
import { RelayInbox } from './relay-inbox';
import { RelaySocket } from './relay-socket';
import { CLOSE_ABNORMAL } from './socket-config';
import type { RelayCommand, RelayWorkerLike } from './socket-relay-protocol';
import { browserWebSocketFactory, type WebSocketFactory } from './websocket-factory';

/** What the page side needs besides the worker. */
export interface RelayPageOptions {
  /** A handler's error (default: thrown again later, as the browser reports an error in a socket's handler). */
  readonly report?: (error: unknown) => void;
  /** The worker could not be made, or failed. */
  readonly failed?: (error: unknown) => void;
}

/**
 * A `WebSocketFactory` whose sockets live in one worker (ADR 0042), made on the first socket. Where the worker cannot
 * be made or fails, its sockets close as dropped (the streams reconnect) and the next ones are the browser's own,
 * made by `fallback`.
 */
export function workerWebSocketFactory(
  createWorker: () => Promise<RelayWorkerLike>,
  fallback: WebSocketFactory,
  options: RelayPageOptions = {},
): WebSocketFactory {
  const report = options.report ?? rethrowLater;
  const sockets = new Map<number, RelaySocket>();
  const inbox = new RelayInbox(
    (id) => sockets.get(id),
    () => performance.now(),
    nextTask,
  );
  let worker: Promise<RelayWorkerLike> | undefined;
  let failed = false;
  let nextId = 1;

  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    options.failed?.(error);
    void worker?.then(
      (w) => w.terminate(),
      () => undefined,
    );
    for (const socket of [...sockets.values()]) socket.ended(CLOSE_ABNORMAL, 'socket worker failed', false);
  };
  const start = (): Promise<RelayWorkerLike> => {
    worker ??= createWorker().then((w) => {
      w.onmessage = (event) => inbox.push(event.data);
      w.onerror = fail;
      return w;
    });
    return worker;
  };
  const command = (message: RelayCommand) => {
    start().then(
      (w) => w.postMessage(message),
      (error: unknown) => fail(error),
    );
  };
  const forget = (id: number) => sockets.delete(id);

  return (url) => {
    if (failed) return fallback(url);
    const id = nextId++;
    const socket = new RelaySocket(id, command, forget, report);
    sockets.set(id, socket);
    command({ op: 'open', id, url });
    return socket;
  };
}

/**
 * The app's sockets: in the relay's worker where the browser has workers, else the browser's own. `logger` hears once
 * when the worker failed and the sockets moved back to the page.
 */
export function relayedWebSocketFactory(logger: Pick<LoggerPort, 'warn'>): WebSocketFactory {
  if (typeof Worker === 'undefined') return browserWebSocketFactory;
  return workerWebSocketFactory(() => Promise.resolve().then(createSocketRelayWorker), browserWebSocketFactory, {
    failed: (error) => logger.warn('The socket relay worker failed: the streams connect from the page', error),
  });
}
