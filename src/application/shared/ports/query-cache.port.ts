import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../token';

/** Retries up to 3 times, back-off doubling 1 s → 30 s, cached data kept 5 minutes. */
export const FETCH_POLICY = { retries: 3, retryBaseMs: 1000, retryMaxMs: 30_000, cacheTimeMs: 5 * 60_000 } as const;
/** Cool-name, region and IP-info queries are fresh for 60 s. */
export const SHORT_STALE_MS = 60_000;

export interface QueryOptions {
  /** How long a result counts as fresh (no refetch); 0 by default. */
  readonly staleTimeMs?: number;
}

/**
 * A shared query cache with retries. Failures that a retry cannot fix (business errors) are not retried;
 * network and server failures are.
 */
export interface QueryCachePort {
  fetch<T>(key: readonly unknown[], load: () => Promise<Result<T, ErrorCode>>, options?: QueryOptions): Promise<Result<T, ErrorCode>>;
  invalidate(keyPrefix: readonly unknown[]): void;
}
export const QueryCachePort = token<QueryCachePort>('QueryCachePort');
