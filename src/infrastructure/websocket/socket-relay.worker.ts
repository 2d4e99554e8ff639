// The sockets the page asks for (the private stream's), held in a worker (ADR 0042): each frame is a task here, not
// on the page's main thread, and the page gets them in batches. Loaded only through create-socket-relay-worker.ts.
import { SocketRelay } from './socket-relay';
import type { RelayCommand, RelayEvent } from './socket-relay-protocol';

const scope = self as unknown as {
  postMessage(event: RelayEvent): void;
  onmessage: ((event: MessageEvent<RelayCommand>) => void) | null;
};

const relay = new SocketRelay(
  (url) => new WebSocket(url),
  (event) => scope.postMessage(event),
  {
    now: () => performance.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
);
scope.onmessage = (event) => relay.command(event.data);
