import type { Result } from '../../../domain/shared/result';
import type {
  SpotMarginHistoryPage,
  SpotMarginLoan,
  SpotMarginRate,
  SpotMarginRepayment,
  SpotMarginSummary,
} from '../../../domain/trade/spot-margin/spot-margin-account';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The v3 spot margin calls (`/v3/spotMargin/*`), authenticated by the session; failures as the trading calls'. */
export interface SpotMarginApiPort {
  rates(): Promise<Result<SpotMarginRate[], TradeFailure>>;
  loans(): Promise<Result<SpotMarginLoan[], TradeFailure>>;
  summary(): Promise<Result<SpotMarginSummary, TradeFailure>>;
  history(query: {
    readonly page: number;
    readonly size: number;
    readonly token?: string;
  }): Promise<Result<SpotMarginHistoryPage, TradeFailure>>;
  setLeverage(leverage: number): Promise<Result<void, TradeFailure>>;
  /** Repays `amount` (all that can be, when undefined): interest first, then principal. */
  repay(token: string, amount: string | undefined): Promise<Result<SpotMarginRepayment, TradeFailure>>;
}
export const SpotMarginApiPort = token<SpotMarginApiPort>('SpotMarginApiPort');
