import { inject, injectable } from 'inversify';
import {
  custodyRatio,
  reserveRatio,
  type AssetRow,
  type EarnLiabilityRow,
  type LiabilityRow,
  type ReserveTotals,
  type RwaAsset,
} from '../../domain/reserves/balance-sheet';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { ReservesApiPort } from './ports/reserves-api.port';

export interface BalanceSheetView {
  readonly totals: ReserveTotals;
  readonly reserveRatio: string | undefined;
  readonly custodyRatio: string | undefined;
  readonly assets: readonly AssetRow[];
  readonly liabilities: readonly LiabilityRow[];
  readonly earnLiabilities: readonly EarnLiabilityRow[];
  readonly realWorldAssets: readonly RwaAsset[];
}

/** The exchange's public balance sheet: the five calls in parallel through the query cache, then the ratios. */
@injectable()
export class LoadBalanceSheet {
  constructor(
    @inject(ReservesApiPort) private readonly api: ReservesApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async execute(excludeWoo: boolean): Promise<Result<BalanceSheetView, ErrorCode>> {
    const [totals, assets, liabilities, earnLiabilities, rwa] = await Promise.all([
      this.cache.fetch(['reserves', 'totals', excludeWoo], () => this.api.reserveTotals(excludeWoo)),
      this.cache.fetch(['reserves', 'assets'], () => this.api.assets()),
      this.cache.fetch(['reserves', 'liabilities'], () => this.api.liabilities()),
      this.cache.fetch(['reserves', 'earn-liabilities'], () => this.api.earnLiabilities()),
      this.cache.fetch(['reserves', 'rwa'], () => this.api.realWorldAssets()),
    ]);
    if (!totals.ok) return totals;
    if (!assets.ok) return assets;
    if (!liabilities.ok) return liabilities;
    if (!earnLiabilities.ok) return earnLiabilities;
    if (!rwa.ok) return rwa;
    const hideWoo = <T extends { token: string }>(rows: readonly T[]) => (excludeWoo ? rows.filter((r) => r.token !== 'WOO') : rows);
    return ok({
      totals: totals.value,
      reserveRatio: reserveRatio(totals.value),
      custodyRatio: custodyRatio(totals.value),
      assets: hideWoo(assets.value),
      liabilities: liabilities.value,
      earnLiabilities: earnLiabilities.value,
      realWorldAssets: rwa.value,
    });
  }

  /** Forgets cached answers so the next `execute` asks the exchange again (the 15-minute refresh). */
  invalidate(): void {
    this.cache.invalidate(['reserves']);
  }
}
