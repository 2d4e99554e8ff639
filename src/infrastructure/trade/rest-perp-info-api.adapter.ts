import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PerpExtras, PerpInfoApiPort } from '../../application/trade/ports/perp-info-api.port';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import type { LeverageTier } from '../../domain/trade/perps/leverage';
import { ApiClient } from '../http/api-client';
import { rowsOf, signedDecimal, symbol } from '../market/rest-market.schema';

const tier = z.object({
  maxNotional: signedDecimal,
  maxLeverage: z.int().check(z.gte(1), z.lte(1000)),
  maintenanceMarginRatio: signedDecimal,
});
const tierRows = rowsOf(z.object({ symbol, tiers: z.array(tier).check(z.maxLength(50)) }));
const multiplierRows = rowsOf(z.object({ symbol, multiplier: signedDecimal }));
const fundRows = rowsOf(z.object({ symbol, token: z.string().check(z.minLength(1), z.maxLength(20)), balance: signedDecimal }));

/** The public perpetual figures over REST (docs/protocol.md, the instrument extras). */
@injectable()
export class RestPerpInfoApi implements PerpInfoApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async leverageTiers(s: string): Promise<Result<readonly LeverageTier[], ErrorCode>> {
    const result = await this.api.get('/instrument/v4/public/leverageLimitations', tierRows, { symbol: s });
    return result.ok ? ok(result.value.find((r) => r.symbol === s)?.tiers ?? []) : result;
  }

  async extras(s: string): Promise<Result<PerpExtras, ErrorCode>> {
    const [multipliers, funds] = await Promise.all([
      this.api.get('/instrument/v4/public/futures_multiplier_config', multiplierRows),
      this.api.get('/instrument/v4/public/insuranceFund', fundRows, { symbol: s }),
    ]);
    if (!multipliers.ok) return multipliers;
    if (!funds.ok) return funds;
    const fund = funds.value.find((r) => r.symbol === s);
    return ok({
      multiplier: multipliers.value.find((r) => r.symbol === s)?.multiplier,
      insuranceFund: fund && { token: fund.token, balance: fund.balance },
    });
  }
}
