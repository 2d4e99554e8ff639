import { fromScaled, toScaled } from './scaled';

/**
 * Spot margin's state of one account (docs/adr/0020-spot-margin.md): the chosen leverage (1 = off) and one loan per
 * token, in the ledger's scaled units. It hangs on `AccountState.margin`; the fill path borrows through `Ledger.borrow`.
 */
export interface Loan {
  principal: bigint;
  interest: bigint;
}

/** An interest-history row: a borrow at a fill, an hourly accrual, or a repayment (decimal strings). */
export interface MarginHistoryRecord {
  /** Per account, 1, 2, 3 … */
  id: number;
  userId: number;
  token: string;
  type: 'BORROWED' | 'ACCRUED' | 'REPAID';
  /** Principal borrowed or repaid; for an accrual, the principal the interest was charged on. */
  principal: string;
  /** Interest accrued or repaid. */
  interest: string;
  /** The hourly rate of an accrual ("0" otherwise). */
  hourlyRate: string;
  createdTime: number;
}

/** The stored row of a margin account (one jsonb body per account). */
export interface MarginAccountRecord {
  userId: number;
  leverage: number;
  loans: { token: string; principal: string; interest: string }[];
}

export interface SpotMarginChanges {
  readonly accounts: MarginAccountRecord[];
  readonly history: MarginHistoryRecord[];
}

export class MarginAccount {
  leverage = 1;
  readonly loans = new Map<string, Loan>();
  readonly history: MarginHistoryRecord[] = [];

  get on(): boolean {
    return this.leverage > 1;
  }

  loan(token: string): Loan {
    let l = this.loans.get(token);
    if (!l) this.loans.set(token, (l = { principal: 0n, interest: 0n }));
    return l;
  }

  record(userId: number): MarginAccountRecord {
    return {
      userId,
      leverage: this.leverage,
      loans: [...this.loans]
        .filter(([, l]) => l.principal !== 0n || l.interest !== 0n)
        .map(([token, l]) => ({ token, principal: fromScaled(l.principal), interest: fromScaled(l.interest) })),
    };
  }

  static restore(r: MarginAccountRecord, history: readonly MarginHistoryRecord[]): MarginAccount {
    const m = new MarginAccount();
    m.leverage = r.leverage;
    for (const l of r.loans) m.loans.set(l.token, { principal: toScaled(l.principal), interest: toScaled(l.interest) });
    m.history.push(...history);
    return m;
  }
}

/** What spot margin reads of an account (`AccountState`; structural, so this file does not import it). */
export interface MarginHolder {
  readonly userId: number;
  margin?: MarginAccount;
  readonly balances: ReadonlyMap<string, { h: bigint }>;
}

/** What the fill path needs to store a borrow (the engine's writer). */
export interface MarginWriter {
  spotMargin(account: MarginHolder): void;
  marginEntry(row: MarginHistoryRecord): void;
}

/** Appends a history row to the account and the writer's batch. */
export function marginHistory(writer: MarginWriter, a: MarginHolder, row: Omit<MarginHistoryRecord, 'id' | 'userId'>): void {
  const m = a.margin!;
  const full = { id: m.history.length + 1, userId: a.userId, ...row };
  m.history.push(full);
  writer.marginEntry(full);
  writer.spotMargin(a);
}
