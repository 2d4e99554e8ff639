import Decimal from 'decimal.js';
import { ApiError } from '../../../../simulator/http/api-error';
import type { Account } from '../../../../simulator/store/account-repository';
import { Transfers } from '../../../../simulator/subaccounts/transfers';
import type { AccountState } from '../../../../simulator/trading/account-state';
import { fromScaled, toScaled } from '../../../../simulator/trading/scaled';
import { assertMayLeave, leavable } from '../../../../simulator/trading/leave-rule';
import { accountFigures } from '../../../../simulator/trading/spot-margin';
import { fixedPriceExchange } from '../support/fixed-price-exchange';

/** A small seeded generator (xorshift32): the same seed replays the same 10,000 operations. */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4_294_967_296;
  };
}

const SEED = Number(process.env.LEDGER_FAMILY_SEED ?? 29_2026);
const OPERATIONS = 10_000;
const PRICES = { SPOT_BTC_USDT: 60_000, SPOT_ETH_USDT: 3_000 } as const;
const SYMBOLS = Object.keys(PRICES) as (keyof typeof PRICES)[];
const TOKENS = ['USDT', 'BTC', 'ETH'] as const;
const MAIN = 1;
const SUBS = [2, 3];
const MAKER = 9;
const member = (userId: number): Account => ({
  userId,
  applicationId: `app-${userId}`,
  firebaseUid: null,
  email: null,
  alias: `u${userId}`,
  main: userId === MAIN,
  eu: false,
  language: null,
  coolName: null,
  createdAt: 0,
});

/**
 * 10,000 seeded money operations across a family (a main account with 5× spot margin, two sub-accounts, one
 * of them 3×): deposits, withdrawals (requested, cancelled, completed, through the leave rule), transfers inside the
 * family, limit orders that fill against an outside maker (borrowing the shortfall), resting orders and cancels,
 * repayments, interest hours and copy-trading charges. After every operation each ledger invariant holds: no holding
 * below zero, frozen ≤ holding (a margin account's orders may freeze what they will borrow), Σ rows = holding −
 * unpaid interest, and no exit ever leaves a covered margin account uncovered or with negative equity.
 */
describe('the one ledger across a family with loans (property test)', () => {
  it(`holds the invariants after each of ${OPERATIONS} operations (seed ${SEED})`, async () => {
    const rnd = xorshift(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const x = await fixedPriceExchange({ ...PRICES });
    const { trading, margin, clock } = x;
    const transfers = new Transfers(trading, () => clock.now);
    const family = [MAIN, ...SUBS];
    const accounts = new Map<number, AccountState>();
    for (const id of family) accounts.set(id, x.open(id, { USDT: '20000', BTC: '0.2', ETH: '2' }));
    accounts.set(MAKER, x.open(MAKER, { USDT: '1000000000', BTC: '100000', ETH: '1000000' }));
    margin.setLeverage(MAIN, 5);
    margin.setLeverage(SUBS[0]!, 3);
    const withdrawals: { userId: number; token: string; total: bigint }[] = [];
    const counts: Record<string, number> = {};
    let refused = 0;
    // Σ rows per account and token, read incrementally (each row once)
    const cursor = new Map<number, number>();
    const sums = new Map<string, bigint>();

    const covered = (a: AccountState): boolean => {
      if (!a.margin?.on) return true;
      const f = accountFigures(trading, a);
      return new Decimal(f.equity).times(a.margin.leverage - 1).gte(f.totalLiabilities);
    };
    const check = (op: string, coveredBefore: Map<number, boolean>) => {
      for (const [id, a] of accounts) {
        const rows = a.ledger;
        for (let i = cursor.get(id) ?? 0; i < rows.length; i += 1) {
          const row = rows.at(i)!;
          const key = `${id} ${row.token}`;
          sums.set(key, (sums.get(key) ?? 0n) + toScaled(row.amount));
          if (row.balanceAfter !== fromScaled(sums.get(key)!))
            throw new Error(`${op}: ${key} row ${row.id} balanceAfter ${row.balanceAfter} ≠ Σ ${fromScaled(sums.get(key)!)}`);
        }
        cursor.set(id, rows.length);
        for (const [token, b] of a.balances) {
          if (b.h < 0n) throw new Error(`${op}: ${id} ${token} holding ${fromScaled(b.h)} below zero`);
          if (b.f < 0n || (b.f > b.h && !a.margin))
            throw new Error(`${op}: ${id} ${token} frozen ${fromScaled(b.f)}, holding ${fromScaled(b.h)}`);
          const interest = a.margin?.loans.get(token)?.interest ?? 0n;
          if ((sums.get(`${id} ${token}`) ?? 0n) !== b.h - interest)
            throw new Error(
              `${op}: ${id} ${token} Σ rows ${fromScaled(sums.get(`${id} ${token}`) ?? 0n)} ≠ holding − interest ${fromScaled(b.h - interest)}`,
            );
        }
        if (a.margin && new Decimal(accountFigures(trading, a).equity).isNeg()) throw new Error(`${op}: ${id} equity below zero`);
        if (coveredBefore.get(id) === true && !covered(a)) throw new Error(`${op}: ${id} was covered, an exit left its loans uncovered`);
      }
    };
    const amountOf = (a: AccountState, token: string, share = rnd()): Decimal => {
      const roll = rnd();
      const base = leavable(trading, a, token).available;
      if (roll < 0.1) return base.plus(0.01); // more than is available: refused
      if (roll < 0.3) return leavable(trading, a, token).amount.plus(rnd() < 0.5 ? '0.00000001' : 0); // at (or just past) the rule's bound
      return base.times(share).toDecimalPlaces(token === 'USDT' ? 2 : 6, Decimal.ROUND_DOWN);
    };
    const attempt = (name: string, run: () => void) => {
      try {
        run();
        counts[name] = (counts[name] ?? 0) + 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refused += 1;
      }
    };
    const quantity = (symbol: string) =>
      (symbol === 'SPOT_BTC_USDT' ? (1 + Math.floor(rnd() * 300)) / 1000 : (1 + Math.floor(rnd() * 300)) / 100).toString();

    const operations: Record<string, () => void> = {
      deposit: () =>
        attempt('deposit', () => {
          const a = accounts.get(pick(family))!;
          trading.adjustBalance(a, pick(TOKENS), new Decimal(Math.floor(rnd() * 500_000) / 100).plus('0.01'), 'DEPOSIT');
        }),
      withdraw: () =>
        attempt('withdraw', () => {
          // what simulator/wallet/withdrawals.ts does: available check, the leave rule, the freeze
          const a = accounts.get(pick(family))!;
          const token = pick(TOKENS);
          const amount = amountOf(a, token);
          if (amount.lte(0) || amount.gt(leavable(trading, a, token).available)) throw new ApiError(-1009, 'insufficient');
          assertMayLeave(trading, a, token, amount, 'Withdrawal');
          trading.ledger.freeze(a, token, toScaled(amount));
          withdrawals.push({ userId: a.userId, token, total: toScaled(amount) });
        }),
      settleWithdrawal: () =>
        attempt('settleWithdrawal', () => {
          const w = withdrawals.splice(Math.floor(rnd() * withdrawals.length), 1)[0];
          if (!w) return;
          const a = accounts.get(w.userId)!;
          if (rnd() < 0.3) trading.ledger.release(a, w.token, w.total);
          else trading.ledger.debit(a, w.token, w.total, 'WITHDRAW', clock.now, { release: w.total });
        }),
      transfer: () =>
        attempt('transfer', () => {
          const from = pick(family);
          const to = pick(family.filter((id) => id !== from));
          const token = pick(TOKENS);
          const amount = amountOf(accounts.get(from)!, token);
          transfers.transfer(member(from), member(to), token, amount.toFixed());
        }),
      fill: () =>
        attempt('fill', () => {
          const symbol = pick(SYMBOLS);
          const price = String(PRICES[symbol]);
          const side = rnd() < 0.5 ? 'BUY' : 'SELL';
          const q = quantity(symbol);
          trading.place(MAKER, { symbol, side: side === 'BUY' ? 'SELL' : 'BUY', type: 'LIMIT', quantity: q, price });
          try {
            trading.place(pick(family), { symbol, side, type: 'LIMIT', quantity: q, price });
          } finally {
            trading.cancelAll(MAKER);
          }
        }),
      rest: () =>
        attempt('rest', () => {
          const symbol = pick(SYMBOLS);
          const side = rnd() < 0.5 ? 'BUY' : 'SELL';
          const price = String(side === 'BUY' ? PRICES[symbol] * 0.95 : PRICES[symbol] * 1.05);
          trading.place(pick(family), { symbol, side, type: 'LIMIT', quantity: quantity(symbol), price });
        }),
      cancel: () => attempt('cancel', () => trading.cancelAll(pick(family))),
      repay: () => attempt('repay', () => margin.repay(pick([MAIN, SUBS[0]!]), pick(TOKENS), undefined)),
      interest: () => attempt('interest', () => void margin.accrue(1 + Math.floor(rnd() * 24))),
      copyCharge: () =>
        attempt('copyCharge', () => {
          // copy-engine.ts / copy-service.ts: a charge never beyond what may leave the copier's account
          const a = accounts.get(pick(family))!;
          const charge = Decimal.min(new Decimal(Math.floor(rnd() * 50_000) / 100), leavable(trading, a, 'USDT').amount);
          if (charge.gt(0)) trading.adjustBalance(a, 'USDT', charge.neg(), 'COPY_FEE');
        }),
    };
    const weighted: string[] = [
      ...Array(10).fill('deposit'),
      ...Array(12).fill('withdraw'),
      ...Array(10).fill('settleWithdrawal'),
      ...Array(14).fill('transfer'),
      ...Array(25).fill('fill'),
      ...Array(8).fill('rest'),
      ...Array(6).fill('cancel'),
      ...Array(6).fill('repay'),
      ...Array(2).fill('interest'),
      ...Array(7).fill('copyCharge'),
    ];

    for (let i = 0; i < OPERATIONS; i += 1) {
      const op = pick(weighted);
      const before = new Map([...accounts].map(([id, a]) => [id, covered(a)]));
      clock.now += 1000;
      try {
        operations[op]!();
        check(op, op === 'interest' || op === 'fill' || op === 'rest' ? new Map() : before);
      } catch (error) {
        throw new Error(`seed ${SEED}, operation ${i} (${op}): ${(error as Error).message}`);
      }
    }
    expect(trading.ledger.audit()).toEqual([]);
    // every kind of operation ran (and some were refused): the run exercised what it claims
    for (const name of Object.keys(operations)) expect(counts[name] ?? 0).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(100);
    const main = accounts.get(MAIN)!;
    expect(main.margin!.history.some((h) => h.type === 'BORROWED')).toBe(true);
  }, 60_000);
});
