import { marketSymbolLabel, parseMarketSymbol } from '../../../../src/domain/market/market-symbol';

describe('market symbols', () => {
  it('parse into type, base and quote', () => {
    expect(parseMarketSymbol('PERP_BTC_USDT')).toEqual({ symbol: 'PERP_BTC_USDT', type: 'PERP', base: 'BTC', quote: 'USDT' });
    expect(parseMarketSymbol('btc')).toBeUndefined();
  });

  it('read BTC/USDT for spot, BTC-PERP for perpetuals, anything else as given', () => {
    expect(marketSymbolLabel('SPOT_WOO_USDT')).toBe('WOO/USDT');
    expect(marketSymbolLabel('PERP_BTC_USDT')).toBe('BTC-PERP');
    expect(marketSymbolLabel('WOO')).toBe('WOO');
  });
});
