import type {
  EarnCatalogue,
  MyWooData,
  PositionRow,
  RedeemResult,
  RwaAsset,
  StakingOverview,
  UnstakeResult,
  YieldPage,
} from '../../../domain/earn/earn-types';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** Staking, savings and My WOO (docs/protocol.md "Earn and staking"); failures as the trading calls'. */
export interface EarnApiPort {
  catalogue(): Promise<Result<EarnCatalogue, TradeFailure>>;
  rwa(): Promise<Result<RwaAsset[], TradeFailure>>;
  overview(): Promise<Result<StakingOverview, TradeFailure>>;
  stake(amount: string): Promise<Result<void, TradeFailure>>;
  unstake(amount: string, instant: boolean): Promise<Result<UnstakeResult, TradeFailure>>;
  positions(): Promise<Result<PositionRow[], TradeFailure>>;
  subscribe(productId: string, amount: string): Promise<Result<PositionRow, TradeFailure>>;
  redeem(positionId: number): Promise<Result<RedeemResult, TradeFailure>>;
  yields(query: {
    readonly page: number;
    readonly size: number;
    readonly source?: 'STAKING' | 'SAVINGS';
  }): Promise<Result<YieldPage, TradeFailure>>;
  myWoo(): Promise<Result<MyWooData, TradeFailure>>;
}
export const EarnApiPort = token<EarnApiPort>('EarnApiPort');
