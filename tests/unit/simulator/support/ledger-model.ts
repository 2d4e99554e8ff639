import Decimal from 'decimal.js';
import type { RunningSimulator } from '../../../../simulator/server';
import type { Account } from '../../../../simulator/store/account-repository';
import type { AccountState } from '../../../../simulator/trading/account-state';
import { fromScaled } from '../../../../simulator/trading/scaled';
import { call, createSession } from './simulator-fixture';

/** A main account and its sub-accounts, as the ledger property test moves money between them. */
export interface Family {
  readonly main: Account;
  readonly token: string;
  readonly members: Account[];
}

/** Creates `count` families of a main account and `subs` sub-accounts, each with its engine account opened. */
export async function createFamilies(sim: RunningSimulator, count: number, subs: number): Promise<Family[]> {
  const parts = sim.simulator.subAccounts;
  const families: Family[] = [];
  for (let f = 0; f < count; f += 1) {
    const { token, userId } = await createSession(sim);
    for (let s = 0; s < subs; s += 1) {
      const made = await call(sim, '/api/usercenter/account/sub_accounts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        payload: { nickname: `F${f} sub ${s}` },
      });
      if (made.json().success !== true) throw new Error(`sub-account not created: ${made.body}`);
    }
    const main = (await sim.simulator.store.accounts.findAccountById(userId))!;
    const family = await parts.subAccounts.family(main);
    families.push({ main, token, members: [family.main.account, ...family.subs.map((m) => m.account)] });
  }
  for (const a of families.flatMap((f) => f.members)) parts.subAccounts.tradingAccount(a);
  return families;
}

/**
 * What the totals must be, kept from the operations' own answers: the demo funds, then every external deposit
 * credited, withdrawal completed (amount and fee), conversion, instant-unstake fee, early-redemption penalty and
 * yield paid. Value parked in staking, unbonding and savings still counts as the account's.
 */
export class TotalsModel {
  private readonly expected = new Map<string, Decimal>();

  constructor(start: Record<string, Decimal.Value>) {
    for (const [token, amount] of Object.entries(start)) this.expected.set(token, new Decimal(amount));
  }

  move(token: string, amount: Decimal.Value): void {
    this.expected.set(token, (this.expected.get(token) ?? new Decimal(0)).plus(amount));
  }

  of(token: string): Decimal {
    return this.expected.get(token) ?? new Decimal(0);
  }
}

/** No holding below zero and no frozen amount above its holding, on any of `accounts`. */
export function assertNoneNegative(accounts: readonly AccountState[]): void {
  for (const a of accounts)
    for (const [token, b] of a.balances) {
      if (b.h < 0n) throw new Error(`negative ${token} balance of ${a.userId}: ${fromScaled(b.h)}`);
      if (b.f > b.h) throw new Error(`${token} of ${a.userId}: frozen ${fromScaled(b.f)} above the holding ${fromScaled(b.h)}`);
    }
}

/** Each balance equals the sum of its ledger rows, and the last row's balanceAfter is the balance. Returns Σ holdings per token. */
export function holdingsFromLedger(accounts: readonly AccountState[], fail: (message: string) => void): Map<string, Decimal> {
  const totals = new Map<string, Decimal>();
  for (const state of accounts) {
    for (const [token, b] of state.balances) {
      const rows = state.ledger.filter((l) => l.token === token);
      const sum = rows.reduce((s, l) => s.plus(l.amount), new Decimal(0));
      const holding = new Decimal(fromScaled(b.h));
      if (!sum.eq(holding)) fail(`${state.userId} ${token}: ledger rows sum to ${sum.toFixed()}, the balance is ${holding.toFixed()}`);
      if (rows.length > 0 && rows[rows.length - 1].balanceAfter !== fromScaled(b.h))
        fail(`${state.userId} ${token}: last balanceAfter ${rows[rows.length - 1].balanceAfter} ≠ ${fromScaled(b.h)}`);
      totals.set(token, (totals.get(token) ?? new Decimal(0)).plus(holding));
    }
  }
  return totals;
}

/** Σ of the rows of `type` in `token` over `accounts` (transfers between accounts must net to zero). */
export function ledgerNet(accounts: readonly AccountState[], token: string, type: string): Decimal {
  return accounts
    .flatMap((a) => a.ledger.toArray())
    .filter((l) => l.token === token && l.type === type)
    .reduce((s, l) => s.plus(l.amount), new Decimal(0));
}
