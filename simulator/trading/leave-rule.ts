/** What may leave an account (a withdrawal, a family transfer, a copy-trading charge): the one rule and its refusal. */
import Decimal from 'decimal.js';
import { ApiError } from '../http/api-error';
import type { AccountState } from './account-state';
import { accountFigures, tokenPrice, type MarginEngine } from './spot-margin';
import { fromScaled } from './scaled';

/** The exchange's code for a withdrawal refused while the account owes (ccxt woo.js: "-1009 … deposit other arrears first"). */
export const LOAN_RULE_CODE = -1009;

/** What `leavable` needs: spot prices and what new orders may use. */
export type LeaveEngine = Pick<MarginEngine, 'markOverrides' | 'spotMark'> & { available(a: AccountState, token: string): Decimal };

/**
 * THE rule of what may leave an account (a withdrawal, a transfer to another account of the family, a copy-trading
 * charge), docs/adr/0025-one-ledger.md: at most what is available (holding − frozen; for USDT also less the
 * perpetuals' isolated and initial margin in use), and for a spot margin account that owes, at most what keeps its
 * loans within its leverage once the amount is gone: (equity − x·price) × (leverage − 1) ≥ loans + interest + what
 * its open orders will borrow, so x ≤ (equity − owed ÷ (leverage − 1)) ÷ price, rounded down to 8 decimals.
 * `byLoans` is that second bound (undefined when nothing is owed).
 */
export function leavable(engine: LeaveEngine, a: AccountState, token: string): { amount: Decimal; available: Decimal; byLoans?: Decimal } {
  const available = engine.available(a, token);
  const m = a.margin;
  if (!m) return { amount: available, available };
  const figures = accountFigures(engine, a);
  let owed = new Decimal(figures.totalLiabilities);
  for (const [t, b] of a.balances) if (b.f > b.h) owed = owed.plus(new Decimal(fromScaled(b.f - b.h)).times(tokenPrice(engine, t)));
  if (owed.isZero()) return { amount: available, available };
  const price = tokenPrice(engine, token);
  const room = m.leverage > 1 ? new Decimal(figures.equity).minus(owed.div(m.leverage - 1)) : new Decimal(0);
  const byLoans = price.lte(0) ? new Decimal(0) : Decimal.max(0, room.div(price)).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  return { amount: Decimal.min(available, byLoans), available, byLoans };
}

/**
 * Refuses (-1009, naming the rule) an amount that is available but would leave the account's loans uncovered; an
 * amount above what is available is the caller's own refusal (its usual code and message), checked before.
 */
export function assertMayLeave(engine: LeaveEngine, a: AccountState, token: string, amount: Decimal.Value, what: string): void {
  const rule = leavable(engine, a, token);
  if (rule.byLoans === undefined || new Decimal(amount).lte(rule.byLoans) || new Decimal(amount).gt(rule.available)) return;
  const m = a.margin!;
  throw new ApiError(
    LOAN_RULE_CODE,
    `${what} refused by the loan rule: the account owes ${accountFigures(engine, a).totalLiabilities} USDT at ${m.leverage}× spot margin, and what leaves must keep equity × (leverage − 1) above what it owes: at most ${rule.byLoans.toFixed()} ${token} may leave`,
  );
}
