import { autorun } from 'mobx';
import type { Ticker } from '../../../../src/domain/market/ticker';
import { loaded } from '../../../../src/domain/shared/loadable';
import { TickerStateStore } from '../../../../src/presentation/market/ticker-state.store';
import { MarketReferenceStore } from '../../../../src/presentation/markets/market-reference.store';
import { marketFieldView, toMarketRowView, trendOf } from '../../../../src/presentation/markets/market-row.view-model';
import { MarketsStore } from '../../../../src/presentation/markets/markets.store';
import { createTestContainer } from '../../../support/test-container';

const ticker = (symbol: string, close: string, amount: string, open = '100'): Ticker => ({
  symbol,
  open,
  close,
  high: close,
  low: close,
  volume: '1',
  amount,
  count: 1,
});

function setup() {
  const { container } = createTestContainer();
  const tickers = container.get(TickerStateStore);
  const reference = container.get(MarketReferenceStore);
  const store = container.get(MarketsStore);
  const list = (ts: number, ...rows: Ticker[]) => tickers.applyBatch([{ kind: 'tickers', tickers: rows, ts }]);
  return { container, tickers, reference, store, list };
}

const symbols = (rows: readonly { symbol: string }[]) => rows.map((r) => r.symbol);

describe('MarketsStore', () => {
  it('lists one market type, by 24 h volume first, and filters by the search', () => {
    const { store, list } = setup();
    list(1, ticker('SPOT_BTC_USDT', '65000', '900'), ticker('SPOT_ETH_USDT', '3000', '1200'), ticker('PERP_BTC_USDT', '65010', '5000'));
    expect(symbols(store.rows('SPOT'))).toEqual(['SPOT_ETH_USDT', 'SPOT_BTC_USDT']);
    expect(symbols(store.rows('PERP'))).toEqual(['PERP_BTC_USDT']);
    store.setSearch('btc');
    expect(symbols(store.rows('SPOT'))).toEqual(['SPOT_BTC_USDT']);
    store.setSort({ key: 'price', order: 'ascend' });
    store.setSearch('');
    expect(symbols(store.rows('SPOT'))).toEqual(['SPOT_ETH_USDT', 'SPOT_BTC_USDT']);
  });

  it('re-sorts when the ticker list arrives, never on a best bid/ask update, and keeps the array while the order holds', () => {
    const { tickers, store, list } = setup();
    list(1, ticker('SPOT_BTC_USDT', '65000', '900'), ticker('SPOT_ETH_USDT', '3000', '1200'));
    const seen: (readonly { symbol: string }[])[] = [];
    const stop = autorun(() => seen.push(store.rows('SPOT')));
    tickers.applyBatch([
      { kind: 'bbos', updates: [{ symbol: 'SPOT_BTC_USDT', bid: '64999', bidSize: '1', ask: '65001', askSize: '1' }], ts: 2 },
    ]);
    expect(seen).toHaveLength(1);
    list(3, ticker('SPOT_BTC_USDT', '65100', '950'), ticker('SPOT_ETH_USDT', '3001', '1200')); // same order
    expect(seen).toHaveLength(1);
    list(4, ticker('SPOT_BTC_USDT', '65100', '2000'), ticker('SPOT_ETH_USDT', '3001', '1200'));
    expect(seen.map(symbols)).toEqual([
      ['SPOT_ETH_USDT', 'SPOT_BTC_USDT'],
      ['SPOT_BTC_USDT', 'SPOT_ETH_USDT'],
    ]);
    expect(seen[1][1]).toBe(seen[0][0]); // the same key object for a symbol: the table keeps its row
    stop();
  });

  it('is listed once the tickers and the instruments are known', () => {
    const { reference, store, list } = setup();
    expect(store.listed).toBe(false);
    list(1, ticker('SPOT_BTC_USDT', '65000', '900'));
    expect(store.listed).toBe(false);
    reference.set(loaded({ instruments: new Map(), names: new Map() }));
    expect(store.listed).toBe(true);
  });

  it('ranks the movers when the ticker list arrives', () => {
    const { store, list } = setup();
    list(1, ticker('SPOT_BTC_USDT', '110', '900'), ticker('SPOT_ETH_USDT', '90', '1200'));
    expect(store.movers).toEqual({ gainers: ['SPOT_BTC_USDT'], losers: ['SPOT_ETH_USDT'], volume: ['SPOT_ETH_USDT', 'SPOT_BTC_USDT'] });
  });
});

describe('marketFieldView', () => {
  it('formats each field as the whole row view does', () => {
    const row = {
      symbol: 'SPOT_BTC_USDT',
      open: '100',
      close: '65000.129',
      high: '65500.5',
      low: '64000',
      amount: '1234567.891',
      firstBidPrice: '64999.99',
      firstAskPrice: '65000.01',
    };
    const instrument = { symbol: 'SPOT_BTC_USDT', quoteTick: '0.1' } as Parameters<typeof toMarketRowView>[2];
    for (const language of ['en', 'ru']) {
      const view = toMarketRowView(language, row, instrument);
      for (const field of ['last', 'high', 'low', 'bid', 'ask', 'volume'] as const)
        expect(marketFieldView(language, row, instrument, field)).toBe(view[field]);
    }
    expect(marketFieldView('en', undefined, undefined, 'last')).toBe('--');
  });

  it('colours a change as it is shown: one that shows as 0.00 % is flat', () => {
    const row = (close: string) => ({ symbol: 'SPOT_BTC_USDT', open: '100000', close });
    // (100004 - 100000) / 100000 = 0.004 %, shown "0.00%": flat; 0.01 % is up, -0.01 % down
    expect(trendOf(row('100004'))).toBe('flat');
    expect(trendOf(row('99996'))).toBe('flat');
    expect(trendOf(row('100010'))).toBe('up');
    expect(trendOf(row('99990'))).toBe('down');
    expect(toMarketRowView('en', row('100004'), undefined)).toMatchObject({ change: '0.00%', trend: 'flat' });
    expect(trendOf(undefined)).toBe('flat');
  });

  it('writes the figures with the separators of the language, rounded toward zero', () => {
    const row = { symbol: 'SPOT_BTC_USDT', open: '65000', close: '63148.8158', amount: '1234567.899', firstBidQuantity: '0.129' };
    const instrument = { symbol: 'SPOT_BTC_USDT', quoteTick: '0.1' } as Parameters<typeof toMarketRowView>[2];
    // 63148.8158 on a 0.1 tick is 63148.8; (63148.8158 - 65000) / 65000 = -2.848 % → -2.84 %
    expect(toMarketRowView('en', row, instrument)).toMatchObject({
      last: '63,148.8',
      change: '-2.84%',
      volume: '1,234,567.89',
      bidSize: '0.12',
    });
    expect(toMarketRowView('ru', row, instrument)).toMatchObject({
      last: '63\u00a0148,8',
      change: '-2,84%',
      volume: '1\u00a0234\u00a0567,89',
      bidSize: '0,12',
    });
    expect(toMarketRowView('es', row, instrument)).toMatchObject({ last: '63.148,8', change: '-2,84%', volume: '1.234.567,89' });
    expect(toMarketRowView('zh', { ...row, close: '66300.05' }, instrument)).toMatchObject({ last: '66,300.0', change: '+2.00%' });
  });
});
