/** What the spot margin calls answer (docs/protocol.md "Spot margin"), as decimal strings. */

/** `GET /v3/spotMargin/interestRate` row: a token's annual and hourly rate (fractions) and pool limit. */
export interface SpotMarginRate {
  readonly token: string;
  readonly annualRate: string;
  readonly hourlyRate: string;
  readonly poolLimit: string;
}

/** `GET /v3/spotMargin/maxMargin` row: the account's loan of a token and what it may still borrow. */
export interface SpotMarginLoan {
  readonly token: string;
  readonly borrowed: string;
  readonly interest: string;
  readonly maxBorrowable: string;
}

/** `GET /v3/spotMargin/leverage`: the chosen leverage and the account's risk in USDT. */
export interface SpotMarginSummary {
  readonly leverage: number;
  readonly availableLeverages: readonly number[];
  readonly totalAssets: string;
  readonly totalLiabilities: string;
  readonly equity: string;
  /** Undefined without liabilities. */
  readonly marginLevel?: string;
  readonly warningLevel: string;
  readonly liquidationLevel: string;
}

export type SpotMarginHistoryType = 'BORROWED' | 'ACCRUED' | 'REPAID';

/** `GET /v3/spotMargin/interestHistory` row. */
export interface SpotMarginHistoryRow {
  readonly id: number;
  readonly token: string;
  readonly type: SpotMarginHistoryType;
  readonly principal: string;
  readonly interest: string;
  readonly hourlyRate: string;
  readonly createdTime: number;
}

export interface SpotMarginHistoryPage {
  readonly rows: readonly SpotMarginHistoryRow[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** `POST /v3/spotMargin/interestRepay`'s answer: what went to interest and to principal. */
export interface SpotMarginRepayment {
  readonly token: string;
  readonly interestRepaid: string;
  readonly principalRepaid: string;
}
