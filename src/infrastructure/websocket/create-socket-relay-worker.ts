import RelayWorker from './socket-relay.worker?worker&inline';
import type { RelayWorkerLike } from './socket-relay-protocol';

/**
 * The relay's worker (ADR 0042), its script inlined in the chunk as a blob: URL (the policy's `worker-src` allows
 * it): as a script of its own, it was fetched after the page's chunks on a phone's network, and the private stream
 * connected 2.8 s later. jest and cucumber resolve the `?worker` import to a class that cannot be made
 * (tests/support/vite-worker-stub.cjs).
 */
export function createSocketRelayWorker(): RelayWorkerLike {
  return new RelayWorker({ name: 'socket-relay' }) as unknown as RelayWorkerLike;
}
