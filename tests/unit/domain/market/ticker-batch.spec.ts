import { countdown, lastPage, ratePercent } from '../../../../src/domain/market/funding';
import type { TickerRow } from '../../../../src/domain/market/ticker';
import { applyTickerBatch, applyTickerEvent, type TickerEvent, type TickerState } from '../../../../src/domain/market/ticker-state';

function emptyState(): TickerState & { tickers: Map<string, TickerRow> } {
  return { updateTime: undefined, booUpdateTime: undefined, wooTicker: undefined, total: undefined, tickers: new Map<string, TickerRow>() };
}

const bbo = (ts: number, symbol: string, bid: string): TickerEvent => ({
  kind: 'bbos',
  ts,
  updates: [{ symbol, bid, bidSize: '1', ask: `${bid}1`, askSize: '2' }],
});
const list = (ts: number, ...symbols: string[]): TickerEvent => ({
  kind: 'tickers',
  ts,
  tickers: symbols.map((symbol) => ({ symbol, open: '1', close: '2', high: '2', low: '1', volume: '1', amount: '1', count: 1 })),
});

describe('applyTickerBatch', () => {
  it('gives the same state as applying the events one by one, stale updates and lists in between included', () => {
    const batch: TickerEvent[] = [
      bbo(10, 'SPOT_A_USDT', '1'),
      bbo(12, 'SPOT_B_USDT', '2'),
      bbo(11, 'SPOT_A_USDT', '9'),
      bbo(12, 'SPOT_A_USDT', '3'),
      list(13, 'SPOT_B_USDT', 'SPOT_C_USDT'),
      bbo(14, 'SPOT_C_USDT', '4'),
      bbo(14, 'SPOT_D_USDT', '5'),
      bbo(15, 'SPOT_C_USDT', '6'),
    ];
    const one = emptyState();
    for (const event of batch) applyTickerEvent(one, event);
    const many = emptyState();
    applyTickerBatch(many, batch);
    expect([...many.tickers.entries()]).toEqual([...one.tickers.entries()]);
    expect([many.updateTime, many.booUpdateTime]).toEqual([one.updateTime, one.booUpdateTime]);
  });
});

describe('funding helpers', () => {
  it('shows a rate in percent truncated toward zero, a countdown and the last page', () => {
    expect(ratePercent('0.00012345')).toBe('0.0123');
    expect(ratePercent('-0.00003447')).toBe('-0.0034');
    expect(ratePercent('abc')).toBeUndefined();
    expect(countdown(3_723_000, 0)).toBe('01:02:03');
    expect(countdown(0, 5000)).toBe('00:00:00');
    expect(lastPage({ total: 31, recordsPerPage: 25 })).toBe(2);
  });
});
