import { mapRows, toBboUpdate, toTicker, toTotalsEntry } from '../../../../src/infrastructure/market/market-frame.mapper';
import { toPlainDecimal } from '../../../../src/infrastructure/market/market-frame.schema';

const tickerRow = () => ({
  symbol: 'SPOT_XRP_USDT',
  open: 1.3515,
  close: 1.43794,
  high: 1.96674,
  low: 0.39264,
  volume: 750127.1,
  amount: 985440.5122,
  count: 396,
});
const bboRow = () => ({ symbol: 'SPOT_FIL_USDT', ask: 159.0318, askSize: 370.43, bid: 158.9158, bidSize: 16 });

describe('toPlainDecimal', () => {
  it.each([
    [1.43794, '1.43794'],
    [16, '16'],
    [0, '0'],
    [-0, '0'],
    [1e-7, '0.0000001'],
    [1.5e-9, '0.0000000015'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e15, '1000000000000000'],
  ])('%p → %p', (n, text) => expect(toPlainDecimal(n)).toBe(text));
});

describe('toTicker', () => {
  it('maps a valid row to decimal strings', () => {
    expect(toTicker(tickerRow())).toEqual({
      symbol: 'SPOT_XRP_USDT',
      open: '1.3515',
      close: '1.43794',
      high: '1.96674',
      low: '0.39264',
      volume: '750127.1',
      amount: '985440.5122',
      count: 396,
    });
  });

  it('keeps the optional fields when present and treats null as absent', () => {
    const full = { ...tickerRow(), aggregatedAmount: 12.5, aggregatedQuantity: 1e-7, lastTradeTs: 1618820615000 };
    expect(toTicker(full)).toMatchObject({ aggregatedAmount: '12.5', aggregatedQuantity: '0.0000001', lastTradeTs: 1618820615000 });
    const nulls = toTicker({ ...tickerRow(), aggregatedAmount: null, lastTradeTs: null });
    expect(nulls).toBeDefined();
    expect(Object.keys(nulls!)).not.toContain('aggregatedAmount');
    expect(Object.keys(nulls!)).not.toContain('lastTradeTs');
  });

  it('accepts plain numeric strings and normalises them', () => {
    expect(toTicker({ ...tickerRow(), open: '1.50', close: '0002' })).toMatchObject({ open: '1.5', close: '2' });
  });

  it('drops unknown keys', () => {
    expect(Object.keys(toTicker({ ...tickerRow(), extra: 1 })!)).not.toContain('extra');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative price', { open: -1 }],
    ['a negative size', { volume: -0.1 }],
    ['a price above 1e15', { high: 1e16 }],
    ['Infinity', { close: Infinity }],
    ['NaN', { close: NaN }],
    ['the string "NaN"', { close: 'NaN' }],
    ['the string "Infinity"', { close: 'Infinity' }],
    ['a non-numeric string', { close: 'abc' }],
    ['an exponent string', { close: '1e999' }],
    ['a negative numeric string', { close: '-1' }],
    ['an empty string', { close: '' }],
    ['a numeric string above 1e15', { close: '9999999999999999' }],
    ['an object instead of a number', { close: { valueOf: 1 } }],
    ['an array instead of a number', { close: [1] }],
    ['null for a required field', { close: null }],
    ['a boolean', { close: true }],
    ['a fractional count', { count: 1.5 }],
    ['a negative count', { count: -1 }],
    ['a string count', { count: '3' }],
    ['a count above 1e15', { count: 1e16 }],
    ['a fractional lastTradeTs', { lastTradeTs: 1.5 }],
    ['a lowercase symbol', { symbol: 'spot_btc_usdt' }],
    ['a symbol of an unknown type', { symbol: 'MARGIN_BTC_USDT' }],
    ['a symbol with a slash', { symbol: 'BTC/USDT' }],
    ['a numeric symbol', { symbol: 42 }],
    ['a missing symbol', { symbol: undefined }],
  ])('rejects %s', (_, change) => {
    expect(toTicker({ ...tickerRow(), ...change })).toBeUndefined();
  });

  it.each([null, undefined, 42, 'SPOT_BTC_USDT', [], [tickerRow()]])('rejects a non-object row %p', (raw) => {
    expect(toTicker(raw)).toBeUndefined();
  });

  it('ignores prototype-pollution keys and pollutes nothing', () => {
    const raw = JSON.parse(
      '{"symbol":"SPOT_BTC_USDT","open":1,"close":1,"high":1,"low":1,"volume":1,"amount":1,"count":1,' +
        '"__proto__":{"polluted":true,"close":-5},"constructor":{"prototype":{"polluted":true}}}',
    );
    const ticker = toTicker(raw)!;
    expect(ticker.close).toBe('1');
    expect(Object.getPrototypeOf(ticker)).toBe(Object.prototype);
    expect(Object.keys(ticker)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('toBboUpdate', () => {
  it('maps a valid row', () => {
    expect(toBboUpdate(bboRow())).toEqual({
      symbol: 'SPOT_FIL_USDT',
      ask: '159.0318',
      askSize: '370.43',
      bid: '158.9158',
      bidSize: '16',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative bid', { bid: -1 }],
    ['a negative ask size', { askSize: -2 }],
    ['a huge bid size', { bidSize: 1e20 }],
    ['a missing ask', { ask: undefined }],
    ['a bad symbol', { symbol: 'SPOT_BTC' }],
  ])('rejects %s', (_, change) => {
    expect(toBboUpdate({ ...bboRow(), ...change })).toBeUndefined();
  });
});

describe('toTotalsEntry', () => {
  it('maps a valid row to amount and count', () => {
    expect(toTotalsEntry({ type: 'SPOT', amount: 1234.5, count: 99 })).toEqual({ amount: '1234.5', count: 99 });
  });

  it.each([
    { type: 'MARGIN', amount: 1, count: 1 },
    { type: 'PERP', amount: -1, count: 1 },
    { type: 'PERP', amount: 1, count: 1.1 },
    { type: 'PERP', amount: 'lots', count: 1 },
    { amount: 1, count: 1 },
  ])('rejects %p', (row) => {
    expect(toTotalsEntry(row)).toBeUndefined();
  });
});

describe('mapRows', () => {
  it('keeps the valid rows and counts the dropped ones', () => {
    const mapped = mapRows([bboRow(), { ...bboRow(), bid: -1 }, 'junk', bboRow()], toBboUpdate);
    expect(mapped?.rows).toHaveLength(2);
    expect(mapped?.dropped).toBe(2);
  });

  it('rejects a payload that is not a list', () => {
    expect(mapRows({ 0: bboRow(), length: 1 }, toBboUpdate)).toBeUndefined();
    expect(mapRows(undefined, toBboUpdate)).toBeUndefined();
  });
});
