import { routeParams } from '../../../../src/domain/navigation/route';

describe('the path parameters of an address under a route', () => {
  it('names each parameter of the pattern by its segment, decoded, with or without a trailing slash', () => {
    expect(routeParams('/trade/:symbol', '/trade/PERP_BTC_USDT')).toEqual({ symbol: 'PERP_BTC_USDT' });
    expect(routeParams('/trade/:symbol', '/trade/BTC%5FPERP/')).toEqual({ symbol: 'BTC_PERP' });
    expect(routeParams('/blog/:slug', '/blog/caf%C3%A9-crypto')).toEqual({ slug: 'café-crypto' });
    expect(routeParams('/markets', '/markets')).toEqual({});
  });

  it('answers nothing for an address the pattern does not match, and keeps a segment that does not decode as it came', () => {
    expect(routeParams('/trade/:symbol', '/markets')).toEqual({});
    expect(routeParams('/trade/:symbol', '/trade/a/b')).toEqual({});
    expect(routeParams('/trade/:symbol', '/trade/%E0%A4%A')).toEqual({ symbol: '%E0%A4%A' });
  });
});
