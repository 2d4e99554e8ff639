import type { WorkerLike } from './merkle-worker-protocol';

// Kept tiny and loaded with import(): jest (CommonJS) cannot parse import.meta.
export function createMerkleWorker(): WorkerLike {
  return new Worker(new URL('./merkle.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}
