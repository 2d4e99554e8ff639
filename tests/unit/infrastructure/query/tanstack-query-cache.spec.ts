import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { err, ok } from '../../../../src/domain/shared/result';
import { FETCH_POLICY, SHORT_STALE_MS } from '../../../../src/application/shared/ports/query-cache.port';
import { TanstackQueryCache } from '../../../../src/infrastructure/query/tanstack-query-cache.adapter';

const caches: TanstackQueryCache[] = [];
const newCache = (base?: number) => {
  const cache = new TanstackQueryCache(base);
  caches.push(cache);
  return cache;
};

describe('query cache', () => {
  afterEach(() => caches.splice(0).forEach((c) => c.client.clear()));

  it('follows the spec constants', () => {
    expect(FETCH_POLICY).toEqual({ retries: 3, retryBaseMs: 1000, retryMaxMs: 30_000, cacheTimeMs: 300_000 });
    expect(SHORT_STALE_MS).toBe(60_000);
    const cache = newCache();
    const defaults = cache.client.getDefaultOptions().queries!;
    expect(defaults.gcTime).toBe(300_000);
    const delay = defaults.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5].map(delay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });

  it('retries a network failure up to 3 times, then gives the error', async () => {
    const cache = newCache(1);
    let calls = 0;
    const result = await cache.fetch(['flaky'], async () => {
      calls++;
      return err(ErrorCode.NetworkUnavailable);
    });
    expect(result).toEqual({ ok: false, error: ErrorCode.NetworkUnavailable });
    expect(calls).toBe(4);
  });

  it('succeeds on a later try', async () => {
    const cache = newCache(1);
    let calls = 0;
    const result = await cache.fetch(['later'], async () => (++calls < 3 ? err(ErrorCode.ServerError) : ok('fine')));
    expect(result).toEqual({ ok: true, value: 'fine' });
    expect(calls).toBe(3);
  });

  it('does not retry a business error', async () => {
    const cache = newCache(1);
    let calls = 0;
    await cache.fetch(['denied'], async () => {
      calls++;
      return err(ErrorCode.Unauthorized);
    });
    expect(calls).toBe(1);
  });

  it('serves fresh data from the cache within the stale time', async () => {
    const cache = newCache(1);
    let calls = 0;
    const load = async () => ok(++calls);
    await cache.fetch(['ip'], load, { staleTimeMs: SHORT_STALE_MS });
    const second = await cache.fetch(['ip'], load, { staleTimeMs: SHORT_STALE_MS });
    expect(second).toEqual({ ok: true, value: 1 });
    await cache.fetch(['no-stale'], load);
    await cache.fetch(['no-stale'], load);
    expect(calls).toBe(3);
  });
});
