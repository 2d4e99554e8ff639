import { candleChange, klineTypesOf, mergeLiveCandle, prependHistory, type Candle } from '../../../../src/domain/trade/candles';
import { countdown } from '../../../../src/domain/market/funding';
import { tradeDataState } from '../../../../src/domain/trade/data-freshness';
import { cleanFavourites, toggleFavourite } from '../../../../src/domain/trade/favourites';
import { priceDirection } from '../../../../src/domain/trade/price-direction';
import { cleanPanes, replacePane } from '../../../../src/domain/trade/multi-symbol';
import { canonicalSymbolOf, initialTradeSymbol, resolveTradeSymbol } from '../../../../src/domain/trade/trade-symbol';

const c = (start: number, open: string, high: string, low: string, close: string, volume = '1'): Candle => ({
  start,
  open,
  high,
  low,
  close,
  volume,
});
const KNOWN = new Set(['SPOT_BTC_USDT', 'PERP_BTC_USDT', 'SPOT_ETH_USDT', 'PERP_ETH_USDT']);

describe('trade symbols and aliases', () => {
  it('maps the short forms to the canonical symbol', () => {
    expect(['BTC_PERP', 'btc-perp', 'BTC_USDT', 'BTC/USDT', 'PERP_BTC_USDT', 'spot_eth_usdt'].map(canonicalSymbolOf)).toEqual([
      'PERP_BTC_USDT',
      'PERP_BTC_USDT',
      'SPOT_BTC_USDT',
      'SPOT_BTC_USDT',
      'PERP_BTC_USDT',
      'SPOT_ETH_USDT',
    ]);
    expect(['', 'BTC', 'A_B_C_D', 'BTC_<script>', 'X'.repeat(41)].map(canonicalSymbolOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('tells canonical, alias and unknown apart against the known markets', () => {
    expect(resolveTradeSymbol('PERP_BTC_USDT', KNOWN)).toEqual({ kind: 'canonical', symbol: 'PERP_BTC_USDT' });
    expect(resolveTradeSymbol('BTC_PERP', KNOWN)).toEqual({ kind: 'alias', symbol: 'PERP_BTC_USDT' });
    expect(resolveTradeSymbol('DOGE_PERP', KNOWN)).toEqual({ kind: 'unknown', input: 'DOGE_PERP' });
    // while the markets load, the shape decides
    expect(resolveTradeSymbol('DOGE_PERP', undefined)).toEqual({ kind: 'alias', symbol: 'PERP_DOGE_USDT' });
  });

  it('opens the last symbol used while it exists, else SPOT_BTC_USDT', () => {
    expect(initialTradeSymbol('PERP_ETH_USDT', KNOWN)).toBe('PERP_ETH_USDT');
    expect(initialTradeSymbol('PERP_GONE_USDT', KNOWN)).toBe('SPOT_BTC_USDT');
    expect(initialTradeSymbol(undefined, KNOWN)).toBe('SPOT_BTC_USDT');
    expect(initialTradeSymbol('garbage', undefined)).toBe('SPOT_BTC_USDT');
  });
});

describe('candles', () => {
  it('maps resolutions to the history and topic types', () => {
    expect(klineTypesOf('1M')).toEqual({ history: '1mon', topic: '1M' });
    expect(klineTypesOf('4h')).toEqual({ history: '4h', topic: '4h' });
  });

  it('merges the live candle: same start replaces, later start appends, unchanged keeps the array', () => {
    const series = [c(0, '100', '110', '95', '105'), c(60_000, '105', '108', '104', '107')];
    const updated = mergeLiveCandle(series, c(60_000, '105', '112', '104', '111', '3'));
    expect(updated).toHaveLength(2);
    expect(updated[1].close).toBe('111');
    expect(series[1].close).toBe('107');
    const appended = mergeLiveCandle(updated, c(120_000, '111', '111', '111', '111'));
    expect(appended.map((x) => x.start)).toEqual([0, 60_000, 120_000]);
    expect(mergeLiveCandle(appended, appended[2])).toBe(appended);
    expect(mergeLiveCandle(appended, c(30_000, '1', '1', '1', '1'))).toBe(appended);
    expect(mergeLiveCandle([], c(5, '1', '1', '1', '1'))).toHaveLength(1);
  });

  it('prepends older history once per start, oldest first', () => {
    const series = [c(180, '3', '3', '3', '3')];
    const older = [c(120, '2', '2', '2', '2'), c(60, '1', '1', '1', '1'), c(180, '9', '9', '9', '9'), c(120, '2', '2', '2', '2')];
    expect(prependHistory(series, older).map((x) => [x.start, x.close])).toEqual([
      [60, '1'],
      [120, '2'],
      [180, '3'],
    ]);
  });

  it('computes change and percent exactly', () => {
    // 0.1 + 0.2 as floats is 0.30000000000000004; decimals say 0.3
    expect(candleChange(c(0, '0.1', '0.4', '0.1', '0.4'))).toEqual({ change: '0.3', percent: '300.00' });
    // (97.3 − 100) / 100 = −2.7 %
    expect(candleChange(c(0, '100', '100', '97', '97.3'))).toEqual({ change: '-2.7', percent: '-2.70' });
    // 1/3 % = 0.333… → 0.33 toward zero
    expect(candleChange(c(0, '300', '301', '300', '301')).percent).toBe('0.33');
  });
});

describe('favourites, countdown, panes, freshness', () => {
  it('toggles favourites and cleans what storage holds', () => {
    expect(toggleFavourite(['SPOT_BTC_USDT'], 'PERP_ETH_USDT')).toEqual(['SPOT_BTC_USDT', 'PERP_ETH_USDT']);
    expect(toggleFavourite(['SPOT_BTC_USDT', 'PERP_ETH_USDT'], 'SPOT_BTC_USDT')).toEqual(['PERP_ETH_USDT']);
    expect(toggleFavourite([], 'nonsense')).toEqual([]);
    expect(cleanFavourites(['SPOT_BTC_USDT', 'SPOT_BTC_USDT', 3, 'x'])).toEqual(['SPOT_BTC_USDT']);
    expect(cleanFavourites({})).toEqual([]);
  });

  it('counts down to the next funding', () => {
    // 1 h 2 min 3.9 s left → 01:02:03
    // (the funding countdown is the markets' rule: countdown(target, now))
    expect(countdown(1_000 + 3_723_900, 1_000)).toBe('01:02:03');
    expect(countdown(5_000, 10_000)).toBe('00:00:00');
    expect(countdown(30 * 3600_000, 0)).toBe('30:00:00');
  });

  it('keeps 2 to 4 distinct panes and swaps on a duplicate choice', () => {
    expect(cleanPanes(undefined)).toEqual(['SPOT_BTC_USDT', 'PERP_BTC_USDT']);
    expect(cleanPanes(['PERP_BTC_USDT'])).toEqual(['PERP_BTC_USDT', 'SPOT_BTC_USDT']);
    expect(cleanPanes(['A', 'SPOT_ETH_USDT', 'SPOT_ETH_USDT', 'PERP_ETH_USDT', 'SPOT_BTC_USDT', 'PERP_BTC_USDT', 'SPOT_WOO_USDT'])).toEqual(
      ['SPOT_ETH_USDT', 'PERP_ETH_USDT', 'SPOT_BTC_USDT', 'PERP_BTC_USDT'],
    );
    expect(replacePane(['A', 'B', 'C'], 0, 'C')).toEqual(['C', 'B', 'A']);
  });

  it('tells maintenance, then a socket down, then a resync', () => {
    const normal = { maintenance: false, message: '', estimatedEndTime: undefined };
    expect(tradeDataState({ socket: 'open', book: 'live', wasLive: true, system: normal })).toBe('live');
    expect(tradeDataState({ socket: 'open', book: 'syncing', wasLive: true, system: normal })).toBe('resyncing');
    expect(tradeDataState({ socket: 'open', book: 'syncing', wasLive: false, system: normal })).toBe('connecting');
    expect(tradeDataState({ socket: 'connecting', book: 'live', wasLive: true, system: undefined })).toBe('stale');
    expect(tradeDataState({ socket: 'closed', book: 'syncing', wasLive: false, system: undefined })).toBe('stale');
    expect(tradeDataState({ socket: 'open', book: 'live', wasLive: true, system: { ...normal, maintenance: true } })).toBe('maintenance');
  });
});

describe('price direction', () => {
  it('colours by the move, keeps the colour on an equal price', () => {
    expect(priceDirection(undefined, '100', 'flat')).toBe('flat');
    expect(priceDirection('100', '100.01', 'flat')).toBe('up');
    expect(priceDirection('100.01', '100.01', 'up')).toBe('up');
    expect(priceDirection('0.3', '0.29999999', 'up')).toBe('down');
  });
});
