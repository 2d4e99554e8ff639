import type { SpotMarginApiPort } from '../../../src/application/spot-margin/ports/spot-margin-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type {
  SpotMarginHistoryPage,
  SpotMarginHistoryRow,
  SpotMarginLoan,
  SpotMarginRate,
  SpotMarginRepayment,
  SpotMarginSummary,
} from '../../../src/domain/trade/spot-margin/spot-margin-account';
import { allocateRepayment } from '../../../src/domain/trade/spot-margin/spot-margin';

/** The spot margin calls in memory: tests set the answers and read what was asked; repay splits by the domain rule. */
export class FakeSpotMarginApi implements SpotMarginApiPort {
  summaryValue: SpotMarginSummary = {
    leverage: 1,
    availableLeverages: [1, 2, 3, 4, 5],
    totalAssets: '18000',
    totalLiabilities: '0',
    equity: '18000',
    warningLevel: '1.2',
    liquidationLevel: '1.1',
  };
  loanRows: SpotMarginLoan[] = [
    { token: 'BTC', borrowed: '0', interest: '0', maxBorrowable: '0' },
    { token: 'USDT', borrowed: '0', interest: '0', maxBorrowable: '0' },
  ];
  rateRows: SpotMarginRate[] = [
    { token: 'BTC', annualRate: '0.0438', hourlyRate: '0.000005', poolLimit: '20' },
    { token: 'USDT', annualRate: '0.0876', hourlyRate: '0.00001', poolLimit: '1000000' },
  ];
  historyRows: SpotMarginHistoryRow[] = [];
  /** The next call's refusal, if any. */
  refusal: TradeFailure | undefined;
  readonly leverages: number[] = [];
  readonly repayments: { token: string; amount: string | undefined }[] = [];

  private answer<T>(value: T): Promise<Result<T, TradeFailure>> {
    const failure = this.refusal;
    this.refusal = undefined;
    return Promise.resolve(failure ? err(failure) : ok(value));
  }

  rates() {
    return this.answer(this.rateRows.map((r) => ({ ...r })));
  }

  loans() {
    return this.answer(this.loanRows.map((r) => ({ ...r })));
  }

  summary() {
    return this.answer({ ...this.summaryValue });
  }

  history(query: { readonly page: number; readonly size: number }): Promise<Result<SpotMarginHistoryPage, TradeFailure>> {
    const start = (query.page - 1) * query.size;
    return this.answer({
      rows: this.historyRows.slice(start, start + query.size),
      total: this.historyRows.length,
      page: query.page,
      size: query.size,
    });
  }

  setLeverage(leverage: number): Promise<Result<void, TradeFailure>> {
    this.leverages.push(leverage);
    if (!this.refusal) this.summaryValue = { ...this.summaryValue, leverage };
    return this.answer(undefined);
  }

  repay(token: string, amount: string | undefined): Promise<Result<SpotMarginRepayment, TradeFailure>> {
    this.repayments.push({ token, amount });
    const row = this.loanRows.find((l) => l.token === token);
    if (!row) return Promise.resolve(err({ kind: 'refused', code: -1005, message: `token: no ${token} loan to repay`, status: 400 }));
    const split = allocateRepayment({ interest: row.interest, principal: row.borrowed }, amount ?? '0');
    return this.answer({ token, interestRepaid: split.interest, principalRepaid: split.principal });
  }
}
