import type { PerpExtras, PerpInfoApiPort } from '../../../src/application/trade/ports/perp-info-api.port';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { LeverageTier } from '../../../src/domain/trade/perps/leverage';

/** The simulator's tiers for a top-10 perpetual (instrument-extras-routes.ts `LEVERAGE_TIERS`). */
export const TOP_TIERS: LeverageTier[] = [
  { maxNotional: '1000000', maxLeverage: 50, maintenanceMarginRatio: '0.01' },
  { maxNotional: '5000000', maxLeverage: 20, maintenanceMarginRatio: '0.025' },
  { maxNotional: '20000000', maxLeverage: 10, maintenanceMarginRatio: '0.05' },
  { maxNotional: '100000000', maxLeverage: 5, maintenanceMarginRatio: '0.1' },
];

/** Leverage tiers, multipliers and insurance funds per symbol, set by the test; unknown symbols fail (no answer). */
export class FakePerpInfoApi implements PerpInfoApiPort {
  readonly tiers = new Map<string, LeverageTier[]>([
    ['PERP_BTC_USDT', TOP_TIERS],
    ['PERP_ETH_USDT', TOP_TIERS],
  ]);
  readonly extrasBySymbol = new Map<string, PerpExtras>([
    ['PERP_BTC_USDT', { multiplier: '1', insuranceFund: { token: 'USDT', balance: '125000.5' } }],
  ]);

  /** Caps every tier at `max` (a perpetual ranked below 10th allows at most 20x). */
  capAt(symbol: string, max: number): void {
    this.tiers.set(
      symbol,
      TOP_TIERS.map((t) => ({ ...t, maxLeverage: Math.min(t.maxLeverage, max) })),
    );
  }

  async leverageTiers(symbol: string): Promise<Result<readonly LeverageTier[], ErrorCode>> {
    const tiers = this.tiers.get(symbol);
    return tiers ? ok(tiers) : err(ErrorCode.NetworkUnavailable);
  }

  async extras(symbol: string): Promise<Result<PerpExtras, ErrorCode>> {
    const extras = this.extrasBySymbol.get(symbol);
    return extras ? ok(extras) : err(ErrorCode.NetworkUnavailable);
  }
}
