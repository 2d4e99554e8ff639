import { applyTickerEvent, type TickerState } from '../../../../src/domain/market/ticker-state';
import type { TickerRow } from '../../../../src/domain/market/ticker';
import { aTicker } from '../../../fakes/market/fake-market-feed';

function emptyState(): TickerState {
  return { updateTime: undefined, booUpdateTime: undefined, wooTicker: undefined, total: undefined, tickers: new Map<string, TickerRow>() };
}

const bbo = (symbol: string, bid: string, ask: string) => ({ symbol, bid, bidSize: '1', ask, askSize: '2' });

describe('ticker state rules', () => {
  it('replaces the ticker list with a full list', () => {
    const state = emptyState();
    applyTickerEvent(state, { kind: 'tickers', tickers: [aTicker('SPOT_BTC_USDT', '1', '2'), aTicker('SPOT_ETH_USDT', '1', '2')], ts: 10 });
    applyTickerEvent(state, { kind: 'tickers', tickers: [aTicker('SPOT_ETH_USDT', '1', '3')], ts: 20 });
    expect([...state.tickers.keys()]).toEqual(['SPOT_ETH_USDT']);
    expect(state.tickers.get('SPOT_ETH_USDT')?.close).toBe('3');
    expect(state.updateTime).toBe(20);
  });

  it('keeps the best bid/ask of a symbol across full lists', () => {
    const state = emptyState();
    applyTickerEvent(state, { kind: 'bbos', updates: [bbo('SPOT_BTC_USDT', '99', '101')], ts: 5 });
    applyTickerEvent(state, { kind: 'tickers', tickers: [aTicker('SPOT_BTC_USDT', '1', '100')], ts: 10 });
    expect(state.tickers.get('SPOT_BTC_USDT')).toMatchObject({ close: '100', firstBidPrice: '99', firstAskPrice: '101' });
  });

  it('merges a best bid/ask into the existing ticker or appends a new one', () => {
    const state = emptyState();
    applyTickerEvent(state, { kind: 'tickers', tickers: [aTicker('SPOT_BTC_USDT', '1', '2')], ts: 10 });
    applyTickerEvent(state, { kind: 'bbos', updates: [bbo('SPOT_BTC_USDT', '1.9', '2.1'), bbo('PERP_SOL_USDT', '150', '151')], ts: 11 });
    expect(state.tickers.get('SPOT_BTC_USDT')).toMatchObject({
      open: '1',
      firstBidPrice: '1.9',
      firstAskPrice: '2.1',
      firstBidQuantity: '1',
      firstAskQuantity: '2',
    });
    expect(state.tickers.get('PERP_SOL_USDT')).toEqual({
      symbol: 'PERP_SOL_USDT',
      firstBidPrice: '150',
      firstBidQuantity: '1',
      firstAskPrice: '151',
      firstAskQuantity: '2',
    });
    expect(state.booUpdateTime).toBe(11);
  });

  it('ignores a best bid/ask older than the last applied one, but not an equal one', () => {
    const state = emptyState();
    applyTickerEvent(state, { kind: 'bbos', updates: [bbo('SPOT_BTC_USDT', '10', '11')], ts: 100 });
    applyTickerEvent(state, { kind: 'bbos', updates: [bbo('SPOT_BTC_USDT', '9', '12')], ts: 99 });
    expect(state.tickers.get('SPOT_BTC_USDT')?.firstBidPrice).toBe('10');
    applyTickerEvent(state, { kind: 'bbos', updates: [bbo('SPOT_BTC_USDT', '8', '13')], ts: 100 });
    expect(state.tickers.get('SPOT_BTC_USDT')?.firstBidPrice).toBe('8');
    expect(state.booUpdateTime).toBe(100);
  });

  it('sets the product ticker from the spot WOO/USDT snapshot only', () => {
    const state = emptyState();
    applyTickerEvent(state, { kind: 'symbolTicker', ticker: aTicker('PERP_WOO_USDT', '1', '2'), ts: 1 });
    expect(state.wooTicker).toBeUndefined();
    applyTickerEvent(state, { kind: 'symbolTicker', ticker: aTicker('SPOT_WOO_USDT', '0.08', '0.09'), ts: 2 });
    expect(state.wooTicker).toEqual({ lastPrice: '0.09', change: '12.5' });
  });

  it('sums totals over their entries', () => {
    const state = emptyState();
    applyTickerEvent(state, {
      kind: 'totals',
      entries: [
        { amount: '0.1', count: 1 },
        { amount: '0.2', count: 2 },
      ],
      ts: 7,
    });
    expect(state.total).toEqual({ volume: '0.3', transactions: 3, updateTime: 7 });
  });
});
