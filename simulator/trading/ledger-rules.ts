import type { LedgerRecord } from './records';
import { fromScaled, toScaled } from './scaled';

/** A broken ledger invariant: a bug of the caller (never a refusal of the user's request), so nothing was moved. */
export class LedgerInvariantError extends Error {
  override readonly name = 'LedgerInvariantError';
}

/** What the audit and the interest read of an account (`AccountState`, structurally). */
export interface AuditedAccount {
  readonly userId: number;
  readonly balances: ReadonlyMap<string, { readonly h: bigint; readonly f: bigint }>;
  readonly margin?: { readonly loans: ReadonlyMap<string, { readonly interest: bigint }> };
  readonly ledger: Iterable<LedgerRecord>;
}

export interface MoveOptions {
  /** The amount as decimal text when the caller has it (the fill path), saving a conversion. */
  readonly text?: string;
  /** The amount as `units × 10^-dp` (a safe integer; the fill path's grid integers): the balance's text is then cut from numbers. */
  readonly units?: number;
  readonly dp?: number;
  /** Frozen amount released by the same move (a completed withdrawal, a spot fill of a frozen order). */
  readonly release?: bigint;
  /** `release` as `releaseUnits × 10^-releaseDp` (as `units`). */
  readonly releaseUnits?: number;
  readonly releaseDp?: number;
  /** A spot margin account's fill may take the holding below zero: `borrow` then lends the shortfall. */
  readonly mayBorrow?: boolean;
}

/** What a token's unpaid interest is (INTEREST rows book the debt as it accrues). */
export const unpaidInterest = (a: AuditedAccount, token: string): bigint => a.margin?.loans.get(token)?.interest ?? 0n;

/**
 * Every invariant over every account (the simulator's tests run it after each test): holdings ≥ 0, frozen within
 * [0, holding] (a margin account's frozen beyond its holding is what its orders will borrow), Σ rows = holding −
 * unpaid interest − `legacy` (a store's difference from before the ledger), and the last row's balanceAfter that
 * sum. Returns the problems found (none: []).
 */
export function auditLedger(accounts: Iterable<AuditedAccount>, legacy: (a: AuditedAccount, token: string) => bigint): string[] {
  const problems: string[] = [];
  for (const a of accounts) {
    const sums = new Map<string, bigint>();
    const last = new Map<string, LedgerRecord>();
    for (const row of a.ledger) {
      sums.set(row.token, (sums.get(row.token) ?? 0n) + toScaled(row.amount));
      last.set(row.token, row);
    }
    const tokens = new Set([...a.balances.keys(), ...sums.keys()]);
    for (const token of tokens) {
      const b = a.balances.get(token) ?? { h: 0n, f: 0n };
      const who = `account ${a.userId} ${token}`;
      if (b.h < 0n) problems.push(`${who}: holding ${fromScaled(b.h)} below zero`);
      if (b.f < 0n) problems.push(`${who}: frozen ${fromScaled(b.f)} below zero`);
      if (b.f > b.h && !a.margin) problems.push(`${who}: frozen ${fromScaled(b.f)} above the holding ${fromScaled(b.h)}`);
      const expected = b.h - unpaidInterest(a, token) - legacy(a, token);
      const sum = sums.get(token) ?? 0n;
      if (sum !== expected)
        problems.push(`${who}: ledger rows sum to ${fromScaled(sum)}, holding − unpaid interest is ${fromScaled(expected)}`);
      const after = last.get(token)?.balanceAfter;
      if (after !== undefined && toScaled(after) !== sum) problems.push(`${who}: last balanceAfter ${after} ≠ Σ rows ${fromScaled(sum)}`);
    }
  }
  return problems;
}

/** The highest ledger row id of the accounts (0 when none). */
export function lastLedgerId(accounts: Iterable<AuditedAccount>): number {
  let last = 0;
  for (const a of accounts) for (const l of a.ledger) if ((l.id ?? 0) > last) last = l.id ?? 0;
  return last;
}
