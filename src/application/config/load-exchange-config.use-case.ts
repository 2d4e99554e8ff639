import { inject, injectable } from 'inversify';
import { TENANT_NAME, type ExchangeConfig } from '../../domain/config/exchange-config';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { ExchangeConfigApiPort } from './ports/exchange-config-api.port';

/** The tenant's configuration (maintenance flag, announcement, feature flags), cached like any query. */
@injectable()
export class LoadExchangeConfig {
  constructor(
    @inject(ExchangeConfigApiPort) private readonly api: ExchangeConfigApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  execute(): Promise<Result<ExchangeConfig, ErrorCode>> {
    return this.cache.fetch(['config', TENANT_NAME], () => this.api.fetch(TENANT_NAME), { staleTimeMs: 5 * 60_000 });
  }
}
