import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import type {
  SpotMarginHistoryPage,
  SpotMarginLoan,
  SpotMarginRate,
  SpotMarginRepayment,
  SpotMarginSummary,
} from '../../domain/trade/spot-margin/spot-margin-account';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { SpotMarginApiPort } from './ports/spot-margin-api.port';

/** The account's spot margin at one moment: leverage and risk, loans per token, and the rates. */
export interface SpotMarginOverview {
  readonly summary: SpotMarginSummary;
  readonly loans: readonly SpotMarginLoan[];
  readonly rates: readonly SpotMarginRate[];
}

/** Reads the spot margin account, chooses the leverage, repays, and pages the interest history. */
@injectable()
export class ManageSpotMargin {
  constructor(@inject(SpotMarginApiPort) private readonly api: SpotMarginApiPort) {}

  async overview(): Promise<Result<SpotMarginOverview, TradeFailure>> {
    const [summary, loans, rates] = await Promise.all([this.api.summary(), this.api.loans(), this.api.rates()]);
    if (!summary.ok) return summary;
    if (!loans.ok) return loans;
    if (!rates.ok) return rates;
    return ok({ summary: summary.value, loans: loans.value, rates: rates.value });
  }

  history(page: number, size: number): Promise<Result<SpotMarginHistoryPage, TradeFailure>> {
    return this.api.history({ page, size });
  }

  setLeverage(leverage: number): Promise<Result<void, TradeFailure>> {
    return this.api.setLeverage(leverage);
  }

  /** Repays a token's loan; an amount that is not a positive decimal is refused before the call. */
  repay(token: string, amount: string | undefined): Promise<Result<SpotMarginRepayment, TradeFailure>> {
    if (amount !== undefined && !/^(?:\d+\.?\d*|\.\d+)$/.test(amount.trim())) {
      return Promise.resolve(err({ kind: 'refused', code: -1005, message: 'amount: must be a positive number', status: 400 }));
    }
    return this.api.repay(token, amount?.trim());
  }
}
