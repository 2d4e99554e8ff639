import { depthRatio, groupLevels, groupStep, maxCumulative, spreadOf } from '../../../../src/domain/trade/book-grouping';
import { isZeroQuantity } from '../../../../src/domain/trade/order-book';
import { mergeHistory, prependTrades, type PublicTrade } from '../../../../src/domain/trade/recent-trades';

const lv = (price: string, quantity: string) => ({ price, quantity });

describe('price grouping (hand-computed)', () => {
  it('steps are the tick × 1, 10, 100, 1000 without float artefacts', () => {
    expect(['0.1', '0.00001', '1e-9'].map((t) => groupStep(t, 10))).toEqual(['1', '0.0001', '0.00000001']);
    expect(groupStep('0.01', 1000)).toBe('10');
  });

  it('rounds bids down and asks up; a level on the boundary stays in its own group', () => {
    // WOO-like tick 0.00001, step × 10 = 0.0001
    const bids = groupLevels([lv('0.09001', '100'), lv('0.09', '50'), lv('0.08999', '7')], 'bid', '0.0001', 10);
    expect(bids.map((r) => [r.price, r.quantity])).toEqual([
      ['0.0900', '150'],
      ['0.0899', '7'],
    ]);
    const asks = groupLevels([lv('0.09002', '3'), lv('0.0901', '4'), lv('0.09011', '5')], 'ask', '0.0001', 10);
    expect(asks.map((r) => [r.price, r.quantity])).toEqual([
      ['0.0901', '7'],
      ['0.0902', '5'],
    ]);
    // the best bid group 0.0900 is below the best ask group 0.0901: no overlap
  });

  it('sums quote value from each level price (not the group price) and runs totals', () => {
    const rows = groupLevels([lv('65000.1', '0.5'), lv('65000.9', '0.25'), lv('65001.2', '1')], 'ask', '1', 5);
    // 65000.1 and 65000.9 round up to 65001; 65001.2 to 65002
    expect(rows.map((r) => r.price)).toEqual(['65001', '65002']);
    expect(rows[0].quantity).toBe('0.75');
    expect(rows[0].notional).toBe('48750.275'); // 32500.05 + 16250.225
    expect(rows[1].cumulativeQuantity).toBe('1.75');
    expect(rows[1].cumulativeNotional).toBe('113751.475'); // 48750.275 + 65001.2
  });

  it('stops at the number of rows asked for', () => {
    const levels = [lv('10', '1'), lv('9', '1'), lv('8', '1'), lv('7', '1')];
    expect(groupLevels(levels, 'bid', '1', 2).map((r) => r.price)).toEqual(['10', '9']);
    expect(groupLevels(levels, 'bid', '1', 0)).toEqual([]);
  });

  it('spread and spread % of the mid; depth bars against the largest total', () => {
    expect(spreadOf('99.9', '100.1')).toEqual({ value: '0.2', percent: '0.2' });
    // 0.00001 / 0.090005 × 100 = 1 / 90.005 = 0.0111104938614521415476…, to decimal.js's 20 significant digits
    expect(spreadOf('0.09', '0.09001')).toEqual({ value: '0.00001', percent: '0.011110493861452141548' });
    expect(spreadOf(undefined, '1')).toBeUndefined();
    const bids = groupLevels([lv('10', '1'), lv('9', '3')], 'bid', '1', 5);
    const asks = groupLevels([lv('11', '2')], 'ask', '1', 5);
    expect(maxCumulative(bids, asks, 'base')).toBe('4');
    expect(depthRatio(bids[0], 'base', '4')).toBe(0.25);
    expect(depthRatio(asks[0], 'base', '4')).toBe(0.5);
    expect(maxCumulative(bids, asks, 'quote')).toBe('37'); // 10 + 27 vs 22
  });

  it('zero in any spelling deletes', () => {
    expect(['0', '0.0', '0.000'].every(isZeroQuantity)).toBe(true);
    expect(['0.001', '10', '100'].some(isZeroQuantity)).toBe(false);
  });
});

describe('recent trades tape', () => {
  const trade = (ts: number): PublicTrade => ({ symbol: 'SPOT_BTC_USDT', price: `${ts}`, size: '1', side: ts % 2 ? 'BUY' : 'SELL', ts });

  it('keeps the newest 250, newest first', () => {
    let tape: PublicTrade[] = [];
    for (let batch = 0; batch < 6; batch++)
      tape = prependTrades(
        tape,
        Array.from({ length: 50 }, (_, i) => trade(batch * 50 + i)),
      );
    expect(tape).toHaveLength(250);
    expect(tape[0].ts).toBe(299);
    expect(tape[249].ts).toBe(50);
  });

  it('puts stream trades newer than the history on top of it', () => {
    const merged = mergeHistory([trade(10), trade(9)], [trade(9), trade(11), trade(12)]);
    expect(merged.map((t) => t.ts)).toEqual([12, 11, 10, 9]);
  });
});
