import { toTicker } from '../../../../src/infrastructure/market/market-frame.mapper';
import { tickerRowSchema } from '../../../../src/infrastructure/market/market-frame.schema';
import { createRng } from './market-frame.generator';

/** What zod alone makes of a row: the reference the fast path must reproduce exactly. */
function viaZod(raw: unknown) {
  const parsed = tickerRowSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { aggregatedAmount, aggregatedQuantity, lastTradeTs, ...rest } = parsed.data;
  return {
    ...rest,
    ...(aggregatedAmount != null ? { aggregatedAmount } : {}),
    ...(aggregatedQuantity != null ? { aggregatedQuantity } : {}),
    ...(lastTradeTs != null ? { lastTradeTs } : {}),
  };
}

const ODD_VALUES: unknown[] = [0, -0, 1e-7, 1e15, 1e15 + 2, -1, NaN, Infinity, '1.5', 'NaN', null, undefined, true, {}, [], 1.5, 7];
const SYMBOLS: unknown[] = ['SPOT_WOO_USDT', 'PERP_BTC_USDT', 'spot_woo_usdt', 'BTC', '', 'X'.repeat(41), 42];
const FIELDS = ['open', 'close', 'high', 'low', 'volume', 'amount', 'count', 'aggregatedAmount', 'aggregatedQuantity', 'lastTradeTs'];

describe('the ticker fast path (the snapshot on open) matches zod row for row', () => {
  it('on 20,000 generated rows, valid and broken', () => {
    const rng = createRng(20261121);
    let fast = 0;
    for (let i = 0; i < 20_000; i++) {
      const row: Record<string, unknown> = {
        symbol: rng.chance(0.9) ? 'SPOT_WOO_USDT' : rng.pick(SYMBOLS),
        open: rng.next() * 10,
        close: rng.next() * 10,
        high: rng.next() * 20,
        low: rng.next(),
        volume: rng.next() * 1e6,
        amount: rng.next() * 1e7,
        count: rng.int(0, 100_000),
      };
      if (rng.chance(0.3)) row.aggregatedAmount = rng.chance(0.5) ? null : rng.next() * 1e6;
      if (rng.chance(0.3)) row.aggregatedQuantity = rng.chance(0.5) ? null : rng.next();
      if (rng.chance(0.3)) row.lastTradeTs = rng.chance(0.5) ? null : rng.int(0, 2e12);
      if (rng.chance(0.3)) row[rng.pick(FIELDS)] = rng.pick(ODD_VALUES);
      if (rng.chance(0.05)) delete row[rng.pick(FIELDS)];
      if (rng.chance(0.05)) row.extra = 'unknown key';
      const expected = viaZod(row);
      expect(toTicker(row)).toEqual(expected);
      if (expected) fast++;
    }
    expect(fast).toBeGreaterThan(10_000);
  });
});
