import { QueryClient } from '@tanstack/query-core';
import { injectable } from 'inversify';
import { FETCH_POLICY, type QueryCachePort, type QueryOptions } from '../../application/shared/ports/query-cache.port';
import { ErrorCode, PASSING_FAILURES } from '../../domain/shared/error-code';
import { backoffDelay } from '../../domain/shared/backoff';
import { err, ok, type Result } from '../../domain/shared/result';

/** Failures a retry may fix: the network or the server, not the request itself. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set([...PASSING_FAILURES, ErrorCode.Unknown]);

class QueryFailure extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** @tanstack/query-core with the spec's policy: 3 retries, 1 s → 30 s doubling, 5 minutes' cache. */
@injectable()
export class TanstackQueryCache implements QueryCachePort {
  readonly client: QueryClient;

  constructor(retryBaseMs: number = FETCH_POLICY.retryBaseMs) {
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          gcTime: FETCH_POLICY.cacheTimeMs,
          retry: (failures, error) => failures < FETCH_POLICY.retries && error instanceof QueryFailure && RETRYABLE.has(error.code),
          retryDelay: (attempt) => backoffDelay(attempt, retryBaseMs, FETCH_POLICY.retryMaxMs),
        },
      },
    });
  }

  async fetch<T>(
    key: readonly unknown[],
    load: () => Promise<Result<T, ErrorCode>>,
    options: QueryOptions = {},
  ): Promise<Result<T, ErrorCode>> {
    try {
      const value = await this.client.fetchQuery({
        queryKey: key,
        staleTime: options.staleTimeMs ?? 0,
        queryFn: async () => {
          const result = await load();
          if (!result.ok) throw new QueryFailure(result.error);
          return result.value;
        },
      });
      return ok(value);
    } catch (error) {
      return err(error instanceof QueryFailure ? error.code : ErrorCode.Unknown);
    }
  }

  invalidate(keyPrefix: readonly unknown[]): void {
    void this.client.invalidateQueries({ queryKey: keyPrefix });
  }
}
