import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import type { SystemStatus } from '../../domain/trade/system-status';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { PublicMarketApiPort } from './ports/public-market-api.port';

/** The exchange's maintenance status (`/v3/public/systemInfo`), fresh for 30 s. */
@injectable()
export class LoadSystemStatus {
  constructor(
    @inject(PublicMarketApiPort) private readonly api: PublicMarketApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  execute(): Promise<Result<SystemStatus, ErrorCode>> {
    return this.cache.fetch(['trade', 'system-info'], () => this.api.systemInfo(), { staleTimeMs: 30_000 });
  }
}
