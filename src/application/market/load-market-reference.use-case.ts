import { inject, injectable } from 'inversify';
import type { InstrumentInfo, MarketLayout, TokenInfo } from '../../domain/market/instrument';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { InstrumentApiPort } from './ports/instrument-api.port';

/** Reference data changes rarely: fresh for 5 minutes, shared by every page through the query cache. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** Instruments, tokens and the home layout, cached. */
@injectable()
export class LoadMarketReference {
  constructor(
    @inject(InstrumentApiPort) private readonly api: InstrumentApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  instruments(): Promise<Result<InstrumentInfo[], ErrorCode>> {
    return this.cache.fetch(['market', 'instruments'], () => this.api.instruments(), { staleTimeMs: REFERENCE_STALE_MS });
  }

  tokens(): Promise<Result<TokenInfo[], ErrorCode>> {
    return this.cache.fetch(['market', 'tokens'], () => this.api.tokens(), { staleTimeMs: REFERENCE_STALE_MS });
  }

  layout(): Promise<Result<MarketLayout, ErrorCode>> {
    return this.cache.fetch(['market', 'layout'], () => this.api.layout(), { staleTimeMs: REFERENCE_STALE_MS });
  }
}
