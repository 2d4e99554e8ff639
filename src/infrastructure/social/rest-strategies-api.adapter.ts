import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { StrategiesApiPort } from '../../application/social/ports/strategies-api.port';
import type { TradingPeriod } from '../../domain/social/leaderboard';
import { STRATEGIES } from '../../domain/social/strategy';
import { ApiClient } from '../http/api-client';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { tradeCall } from '../http/trade-call';

const count = z.int().check(z.gte(0));
const name = z.string().check(z.minLength(1), z.maxLength(64));
const row = z.object({
  strategy: z.enum(STRATEGIES),
  product: z.string().check(z.maxLength(40)),
  traders: count,
  population: count,
  pnl: signedDecimal,
  roi: signedDecimal,
  volume: signedDecimal,
  winningShare: z.nullable(signedDecimal),
  topTraders: z.array(z.object({ uuid: name, coolName: name, pnl: signedDecimal, roi: signedDecimal })).check(z.maxLength(10)),
});
const strategiesData = z.object({ rows: z.array(row).check(z.maxLength(20)), tradingPeriod: z.int(), updatedTime: timestamp });

/** The strategies over REST (public); the wire's `product` is not read (the page shows the spec's mapping). */
@injectable()
export class RestStrategiesApi implements StrategiesApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  strategies(period: TradingPeriod) {
    return tradeCall(
      this.api,
      'GET',
      '/social-backend-ui/public/strategies',
      strategiesData,
      (d) => ({
        rows: d.rows.map(({ product: _product, ...figures }) => figures),
        updatedTime: d.updatedTime,
      }),
      { params: { tradingPeriod: period } },
    );
  }
}
