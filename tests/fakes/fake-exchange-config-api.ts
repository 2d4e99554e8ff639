import type { ExchangeConfigApiPort } from '../../src/application/config/ports/exchange-config-api.port';
import type { ExchangeConfig } from '../../src/domain/config/exchange-config';
import type { ErrorCode } from '../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../src/domain/shared/result';

export class FakeExchangeConfigApi implements ExchangeConfigApiPort {
  config: ExchangeConfig = { tenantName: 'WOO', maintenance: false, announcement: undefined, features: {} };
  failWith: ErrorCode | undefined = undefined;
  calls = 0;

  async fetch(): Promise<Result<ExchangeConfig, ErrorCode>> {
    this.calls++;
    return this.failWith ? err(this.failWith) : ok(this.config);
  }
}
