// The browser's own check of a published tree, off the UI thread: download with progress, then the pure
// domain verifier with an allocation-free SHA-256. Loaded only through create-merkle-worker.ts.
import { checkTreeBytes } from '../../domain/reserves/check-tree';
import { fastSha256 } from './fast-sha256';
import type { VerifyRequest, WorkerMessage } from './merkle-worker-protocol';

const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null;
};
const PROGRESS_STEP = 0.01;

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  let buffer = new Uint8Array(total > 0 ? total : 1 << 20);
  let received = 0;
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > buffer.length) {
      const bigger = new Uint8Array(Math.max(buffer.length * 2, received + value.length));
      bigger.set(buffer.subarray(0, received));
      buffer = bigger;
    }
    buffer.set(value, received);
    received += value.length;
    if (total > 0 && received / total - reported >= PROGRESS_STEP) {
      reported = received / total;
      scope.postMessage({ type: 'progress', phase: 'download', fraction: reported });
    }
  }
  return buffer.subarray(0, received);
}

scope.onmessage = async (event) => {
  const { url, userHash } = event.data;
  try {
    const started = performance.now();
    const bytes = await download(url);
    const downloaded = performance.now();
    const outcome = checkTreeBytes(bytes, userHash, fastSha256, (done, total) => {
      scope.postMessage({ type: 'progress', phase: 'verify', fraction: total ? done / total : 1 });
    });
    const verifyMs = performance.now() - downloaded;
    scope.postMessage({ type: 'result', outcome, treeBytes: bytes.length, downloadMs: downloaded - started, verifyMs });
  } catch (error) {
    const status = (error as { status?: number }).status;
    scope.postMessage({ type: 'failed', status, message: error instanceof Error ? error.message : String(error) });
  }
};
