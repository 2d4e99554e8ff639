import Decimal from 'decimal.js';
import { BOOK_DEPTH, DepthBook } from '../../../../simulator/market/depth-book';
import { buildInstruments } from '../../../../simulator/market/instruments';
import { periodEnd, periodStart } from '../../../../simulator/market/klines';
import { MarketEngine } from '../../../../simulator/market/market-engine';
import { mulberry32 } from '../../../../simulator/market/prng';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const instruments = buildInstruments();
const onGrid = (value: number, step: number) => new Decimal(String(value)).mod(new Decimal(String(step))).isZero();

describe('simulator depth book', () => {
  it('publishes the prints of user orders with the next step, first, in order, on the grid', () => {
    const instrument = instruments.find((i) => i.symbol === 'SPOT_BTC_USDT')!;
    const book = new DepthBook(instrument, instrument.refPrice, mulberry32(7), T0);
    const ticks = Math.round(instrument.refPrice / instrument.quoteTick);
    book.recordPrint(ticks, 3, 'BUY', T0 + 1);
    book.recordPrint(ticks + 7, 120, 'SELL', T0 + 2);
    const { trades } = book.advance(instrument.refPrice, T0 + 50, 0);
    expect(trades.slice(0, 2)).toEqual([
      { price: book.priceOf(ticks), size: book.quantityOf(3), side: 'BUY', ts: T0 + 1 },
      { price: book.priceOf(ticks + 7), size: book.quantityOf(120), side: 'SELL', ts: T0 + 2 },
    ]);
    expect(book.advance(instrument.refPrice, T0 + 100, 0).trades.filter((t) => t.ts <= T0 + 2)).toEqual([]);
  });

  it.each(['SPOT_BTC_USDT', 'SPOT_WOO_USDT', 'SPOT_PEPE_USDT', 'PERP_ETH_USDT'])(
    '%s: levels on the tick, sizes on the step, never crossed, at most the depth',
    (symbol) => {
      const instrument = instruments.find((i) => i.symbol === symbol)!;
      const book = new DepthBook(instrument, instrument.refPrice, mulberry32(7), T0);
      let mid = instrument.refPrice;
      const walk = mulberry32(8);
      for (let n = 0; n < 2000; n += 1) {
        if (n % 20 === 0) mid *= 1 + (walk() - 0.5) * 0.004;
        const update = book.advance(mid, T0 + 50 * (n + 1), 0.8);
        expect(update.bids.length + update.asks.length).toBeGreaterThan(0);
        expect(update.prevTs).toBe(T0 + 50 * n);
      }
      const { bids, asks } = book.snapshot();
      expect(bids.length).toBeGreaterThan(BOOK_DEPTH - 5);
      expect(bids.length).toBeLessThanOrEqual(BOOK_DEPTH);
      expect(asks.length).toBeLessThanOrEqual(BOOK_DEPTH);
      expect(bids[0].price).toBeLessThan(asks[0].price);
      for (const level of [...bids, ...asks]) {
        expect(onGrid(level.price, instrument.quoteTick)).toBe(true);
        expect(onGrid(level.quantity, instrument.baseTick)).toBe(true);
        expect(level.quantity).toBeGreaterThan(0);
      }
      // sorted best first
      expect(bids.map((l) => l.price)).toEqual([...bids.map((l) => l.price)].sort((a, b) => b - a));
      expect(asks.map((l) => l.price)).toEqual([...asks.map((l) => l.price)].sort((a, b) => a - b));
    },
  );

  it('thins liquidity away from the mid', () => {
    const instrument = instruments.find((i) => i.symbol === 'SPOT_ETH_USDT')!;
    const book = new DepthBook(instrument, instrument.refPrice, mulberry32(3), T0);
    for (let n = 1; n <= 400; n += 1) book.advance(instrument.refPrice, T0 + 50 * n, 0.5);
    const { bids, asks } = book.snapshot();
    const notional = (levels: { price: number; quantity: number }[]) => levels.reduce((s, l) => s + l.price * l.quantity, 0);
    expect(notional(bids.slice(0, 20))).toBeGreaterThan(2 * notional(bids.slice(-20)));
    expect(notional(asks.slice(0, 20))).toBeGreaterThan(2 * notional(asks.slice(-20)));
  });

  it('prints every trade at a price the book showed on the taker side, and applying the deltas rebuilds the book', () => {
    const instrument = instruments.find((i) => i.symbol === 'PERP_BTC_USDT')!;
    const book = new DepthBook(instrument, instrument.refPrice, mulberry32(11), T0);
    const mirror = { bids: new Map<number, number>(), asks: new Map<number, number>() };
    const initial = book.snapshot();
    initial.bids.forEach((l) => mirror.bids.set(l.price, l.quantity));
    initial.asks.forEach((l) => mirror.asks.set(l.price, l.quantity));
    let mid = instrument.refPrice;
    let trades = 0;
    for (let n = 1; n <= 3000; n += 1) {
      if (n % 20 === 0) mid *= 1 + (n % 40 === 0 ? 0.001 : -0.0008);
      const before = { bids: new Set(mirror.bids.keys()), asks: new Set(mirror.asks.keys()) };
      const update = book.advance(mid, T0 + 50 * n, 1);
      for (const t of update.trades) {
        expect((t.side === 'BUY' ? before.asks : before.bids).has(t.price)).toBe(true);
        trades += 1;
      }
      const apply = (side: Map<number, number>, pairs: [number, number][]) => {
        for (const [price, qty] of pairs) {
          if (qty === 0) side.delete(price);
          else side.set(price, qty);
        }
      };
      apply(mirror.bids, update.bids);
      apply(mirror.asks, update.asks);
    }
    expect(trades).toBeGreaterThan(1000);
    const now = book.snapshot();
    expect([...mirror.bids.entries()].sort((a, b) => b[0] - a[0])).toEqual(now.bids.map((l) => [l.price, l.quantity]));
    expect([...mirror.asks.entries()].sort((a, b) => a[0] - b[0])).toEqual(now.asks.map((l) => [l.price, l.quantity]));
  });
});

describe('simulator candles', () => {
  it('aligns periods: minutes, Monday weeks and calendar months (UTC)', () => {
    const ts = Date.UTC(2026, 1, 18, 13, 47, 12); // a Wednesday
    expect(periodStart('5m', ts)).toBe(Date.UTC(2026, 1, 18, 13, 45));
    expect(periodStart('4h', ts)).toBe(Date.UTC(2026, 1, 18, 12));
    expect(periodStart('1w', ts)).toBe(Date.UTC(2026, 1, 16));
    expect(periodStart('1mon', ts)).toBe(Date.UTC(2026, 1, 1));
    expect(periodEnd('1mon', Date.UTC(2026, 1, 1))).toBe(Date.UTC(2026, 2, 1));
  });

  it('builds live candles from the book trades and pages history with before/after', () => {
    const engine = new MarketEngine(42, T0);
    engine.useBook('SPOT_SOL_USDT', T0);
    const prints: { price: number; size: number; ts: number }[] = [];
    let now = T0;
    for (let n = 1; n <= 6000; n += 1) {
      // 5 minutes at 50 ms
      now = T0 + 50 * n;
      if (n % 20 === 0) engine.advance(now);
      engine.useBook('SPOT_SOL_USDT', now);
      for (const u of engine.advanceBooks(now, 50)) prints.push(...u.trades);
    }
    const minutes = engine.klines('SPOT_SOL_USDT', '1m', { limit: 5 }, now);
    expect(minutes[0].startTimestamp).toBe(periodStart('1m', now));
    const start = minutes[1].startTimestamp;
    const inside = prints.filter((p) => p.ts >= start && p.ts < start + 60_000);
    expect(inside.length).toBeGreaterThan(0);
    expect(minutes[1].close).toBe(inside[inside.length - 1].price);
    expect(minutes[1].high).toBe(Math.max(...inside.map((p) => p.price)));
    expect(minutes[1].low).toBe(Math.min(...inside.map((p) => p.price)));
    const volume = inside.reduce((s, p) => s.plus(String(p.size)), new Decimal(0));
    expect(new Decimal(String(minutes[1].volume)).minus(volume).abs().toNumber()).toBeLessThan(1e-6);
    expect(engine.ticker('SPOT_SOL_USDT')!.close).toBe(prints[prints.length - 1].price);

    const older = engine.klines('SPOT_SOL_USDT', '1m', { limit: 3, before: minutes[4].startTimestamp }, now);
    expect(older.map((c) => c.startTimestamp)).toEqual([1, 2, 3].map((k) => minutes[4].startTimestamp - k * 60_000));
    // history flows into the live candles: each candle opens at the previous close
    const run = engine.klines('SPOT_SOL_USDT', '1h', { limit: 50 }, now).reverse();
    for (let i = 1; i < run.length; i += 1) expect(run[i].open).toBe(run[i - 1].close);
    const after = engine.klines('SPOT_SOL_USDT', '1m', { limit: 1000, after: minutes[2].startTimestamp }, now);
    expect(after.map((c) => c.startTimestamp)).toEqual([minutes[0].startTimestamp, minutes[1].startTimestamp]);
  });
});
