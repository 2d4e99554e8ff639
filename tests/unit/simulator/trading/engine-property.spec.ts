import Decimal from 'decimal.js';
import { isOpenStatus } from '../../../../src/domain/trade/orders/order';
import { ApiError } from '../../../../simulator/http/api-error';
import { mulberry32 } from '../../../../simulator/market/prng';
import { harness } from './engine-harness';

const SYMBOLS = ['SPOT_BTC_USDT', 'PERP_BTC_USDT'] as const;
const ACCOUNTS = [1, 2, 3, 4, 5];
const OPERATIONS = 10_000;
/** Sums without rounding (decimal.js rounds to 20 significant digits by default; the ledger is exact). */
const Exact = Decimal.clone({ precision: 100, toExpNeg: -100, toExpPos: 100 });

/**
 * Nothing is created or lost: after 10,000 random orders and cancels (seeded) across 5 accounts on a spot and a
 * perpetual symbol, with the synthetic market stepping in between, every account's holdings equal its deposits plus
 * its fills minus its fees (plus realised PnL for perpetuals), recomputed here from the fill rows alone; frozen
 * equals what its open orders lock; and no order is both open and filled.
 */
describe('property: the ledger balances against deposits and fills', () => {
  it('holds after 10,000 random orders and cancels', async () => {
    const h = await harness(9);
    const rng = mulberry32(2024);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)];
    const open: { userId: number; orderId: number }[] = [];
    const refusals = new Map<number, number>();
    let placed = 0;
    for (let n = 0; n < OPERATIONS; n += 1) {
      if (n % 50 === 0) h.step(2);
      const userId = pick(ACCOUNTS);
      const roll = rng();
      try {
        if (roll < 0.25 && open.length > 0) {
          const i = Math.floor(rng() * open.length);
          const [o] = open.splice(i, 1);
          if (h.trading.account(o.userId).open.has(o.orderId)) h.trading.cancel(o.userId, o.orderId);
          continue;
        }
        const symbol = pick(SYMBOLS);
        const book = h.book(symbol);
        const side = rng() < 0.5 ? 'BUY' : 'SELL';
        const ref = side === 'BUY' ? book.bids[0].price : book.asks[0].price;
        const ticks = Math.floor(rng() * 60) - 20; // some cross
        const price = new Decimal(ref).plus(new Decimal('0.1').times(side === 'BUY' ? -ticks : ticks)).toFixed(1);
        const quantity = ((2 + Math.floor(rng() * 40)) / 10_000).toFixed(4);
        const type = pick(['LIMIT', 'LIMIT', 'LIMIT', 'MARKET', 'IOC', 'FOK', 'POST_ONLY'] as const);
        const reduceOnly = symbol.startsWith('PERP') && rng() < 0.1;
        const hidden = rng() < 0.1;
        const r =
          type === 'MARKET' && side === 'BUY' && rng() < 0.3
            ? h.place(userId, { symbol, side, type, amount: (20 + Math.floor(rng() * 200)).toString() })
            : h.place(userId, {
                symbol,
                side,
                type,
                price: type === 'MARKET' ? undefined : price,
                quantity,
                reduceOnly,
                visibleQuantity: hidden ? '0' : undefined,
              });
        placed += 1;
        if (isOpenStatus(r.status)) open.push({ userId, orderId: r.orderId });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refusals.set(error.code, (refusals.get(error.code) ?? 0) + 1);
      }
    }
    h.step(40);
    expect(placed).toBeGreaterThan(5000);

    for (const userId of ACCOUNTS) {
      const a = h.trading.account(userId);
      const expected = new Map<string, Decimal>();
      const add = (token: string, v: Decimal.Value) => expected.set(token, (expected.get(token) ?? new Exact(0)).plus(v));
      for (const dep of h.trading.deposits.filter((e) => e.userId === userId && e.type === 'DEPOSIT')) add(dep.token, dep.amount);
      for (const f of a.fills) {
        const [kind, base, quote] = f.symbol.split('_');
        const notional = new Exact(f.executedPrice).times(f.executedQuantity);
        if (kind === 'PERP') {
          add(quote, new Exact(f.realizedPnl).minus(f.fee));
        } else if (f.side === 'BUY') {
          add(base, new Exact(f.executedQuantity).minus(f.fee));
          add(quote, notional.neg());
        } else {
          add(base, new Exact(f.executedQuantity).neg());
          add(quote, notional.minus(f.fee));
        }
        expect(f.feeAsset).toBe(kind === 'SPOT' && f.side === 'BUY' ? base : quote);
      }
      const locked = new Map<string, Decimal>();
      for (const { record } of a.open.values()) {
        if (record.lockAsset !== '') locked.set(record.lockAsset, (locked.get(record.lockAsset) ?? new Exact(0)).plus(record.locked));
        if (!record.symbol.startsWith('PERP')) {
          const openQty = new Exact(record.quantity!).minus(record.executed);
          const lock = record.side === 'BUY' ? openQty.times(record.price!) : openQty;
          expect(record.locked).toBe(lock.toFixed());
        }
      }
      // every balance move is a ledger row: the rows add up to the holding, each row's balanceAfter is the running sum
      const ledger = new Map<string, Decimal>();
      for (const l of a.ledger) {
        const after = (ledger.get(l.token) ?? new Exact(0)).plus(l.amount);
        ledger.set(l.token, after);
        expect([l.id, l.balanceAfter]).toEqual([l.id, after.toFixed()]);
      }
      for (const [token, b] of a.balances) {
        expect([userId, token, 'ledger', b.holding.toFixed()]).toEqual([
          userId,
          token,
          'ledger',
          (ledger.get(token) ?? new Exact(0)).toFixed(),
        ]);
        expect([userId, token, b.holding.toFixed()]).toEqual([userId, token, (expected.get(token) ?? new Exact(0)).toFixed()]);
        expect([userId, token, b.frozen.toFixed()]).toEqual([userId, token, (locked.get(token) ?? new Exact(0)).toFixed()]);
        expect(b.frozen.lte(b.holding)).toBe(true);
      }
      for (const r of a.orders) {
        const isOpen = a.open.has(r.orderId);
        expect([r.orderId, isOpen]).toEqual([r.orderId, isOpenStatus(r.status)]);
        if (r.status === 'FILLED' && r.quantity !== null) expect(r.executed).toBe(r.quantity);
        if (isOpen) expect(new Decimal(r.executed).lt(r.quantity!)).toBe(true);
      }
      // the fill rows add up to each order's executed size
      const byOrder = new Map<number, Decimal>();
      for (const f of a.fills) byOrder.set(f.orderId, (byOrder.get(f.orderId) ?? new Decimal(0)).plus(f.executedQuantity));
      for (const r of a.orders) expect(new Decimal(r.executed).eq(byOrder.get(r.orderId) ?? 0)).toBe(true);
    }
    // both sides of the book were exercised, and refusals happened for real reasons
    expect([...refusals.keys()].every((code) => [-1101, -1012, -1102, -1007].includes(code))).toBe(true);
  }, 60_000);
});
