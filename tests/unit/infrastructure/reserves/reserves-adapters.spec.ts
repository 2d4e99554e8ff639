import { ReservesApiPort } from '../../../../src/application/reserves/ports/reserves-api.port';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import type { WorkerLike, WorkerMessage } from '../../../../src/infrastructure/reserves/merkle-worker-protocol';
import { WorkerTreeVerifier } from '../../../../src/infrastructure/reserves/worker-tree-verifier.adapter';
import { override } from '../../../../src/di/overrides';
import { HttpTransport } from '../../../../src/di/session.module';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { createTestContainer } from '../../../support/test-container';

describe('the reserves REST adapter', () => {
  it('turns numbers into decimal strings and keeps the scale of strings', async () => {
    const http = new FakeExchangeHttp();
    http.succeed('GET', '/asset/porl/v2/user_check', {
      included: true,
      leafCount: 2,
      balances: [
        { token: 'BTC', amount: '1.50' },
        { token: 'USDT', amount: 1e-7 },
      ],
    });
    const api = createTestContainer([override(HttpTransport, http.adapter)]).container.get<ReservesApiPort>(ReservesApiPort);
    const result = await api.userCheck('ab'.repeat(32), 'por-1');
    expect(result).toEqual({
      ok: true,
      value: {
        included: true,
        leafCount: 2,
        balances: [
          { token: 'BTC', amount: '1.50' },
          { token: 'USDT', amount: '0.0000001' },
        ],
      },
    });
    expect(http.requests[0].params).toEqual({ userHash: 'ab'.repeat(32), auditId: 'por-1' });
  });

  it('rejects a wrong shape as an invalid response', async () => {
    const http = new FakeExchangeHttp();
    http.succeed('GET', '/asset/porl/v2/audits', { rows: [{ auditId: 1 }] });
    const api = createTestContainer([override(HttpTransport, http.adapter)]).container.get<ReservesApiPort>(ReservesApiPort);
    expect(await api.audits()).toEqual({ ok: false, error: ErrorCode.InvalidResponse });
  });
});

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(data: WorkerMessage): void {
    this.onmessage?.({ data } as MessageEvent<WorkerMessage>);
  }
}

describe('the worker tree verifier', () => {
  it('asks the worker for the audit tree, relays progress and ends the worker with the result', async () => {
    const worker = new FakeWorker();
    const verifier = new WorkerTreeVerifier(async () => worker, { baseUrl: 'http://x/api' });
    const progress: unknown[] = [];
    const pending = verifier.verify('por 1', 'ab'.repeat(32), (p) => progress.push(p));
    await Promise.resolve();
    expect(worker.posted).toEqual([{ type: 'verify', url: 'http://x/api/asset/porl/v2/tree?auditId=por%201', userHash: 'ab'.repeat(32) }]);
    worker.send({ type: 'progress', phase: 'verify', fraction: 0.5 });
    worker.send({ type: 'result', outcome: { kind: 'not-included', root: 'r', leafTotal: 3 }, treeBytes: 10, downloadMs: 1, verifyMs: 2 });
    expect(await pending).toEqual({
      ok: true,
      value: { outcome: { kind: 'not-included', root: 'r', leafTotal: 3 }, treeBytes: 10, downloadMs: 1, verifyMs: 2 },
    });
    expect(progress).toEqual([{ phase: 'verify', fraction: 0.5 }]);
    expect(worker.terminated).toBe(true);
  });

  it('maps a failed download to an error code', async () => {
    const worker = new FakeWorker();
    const pending = new WorkerTreeVerifier(async () => worker, { baseUrl: '/api' }).verify('x', 'ab'.repeat(32), () => undefined);
    await Promise.resolve();
    worker.send({ type: 'failed', status: 404, message: 'HTTP 404' });
    expect(await pending).toEqual({ ok: false, error: ErrorCode.ResourceNotFound });
  });
});
