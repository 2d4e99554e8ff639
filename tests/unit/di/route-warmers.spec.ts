import { Container } from 'inversify';
import { RouteWarmer } from '../../../src/application/shared/route-warmer';
import { warmRoute } from '../../../src/di/route-warmers';
import { createTestContainer } from '../../support/test-container';

describe('route warmers: what a route reads, started as the user means to go there', () => {
  it('starts the warmers of the intended route only, and nothing when no capability has one', () => {
    const c = new Container();
    const warmed: string[] = [];
    expect(() => warmRoute(c, 'markets')).not.toThrow();
    c.bind(RouteWarmer).toConstantValue({ routes: ['markets'], warm: () => void warmed.push('reference') });
    c.bind(RouteWarmer).toConstantValue({ routes: ['markets', 'trade'], warm: () => void warmed.push('tickers') });
    warmRoute(c, 'trade');
    warmRoute(c, 'home');
    expect(warmed).toEqual(['tickers']);
    warmRoute(c, 'markets');
    expect(warmed).toEqual(['tickers', 'reference', 'tickers']);
  });

  it.each(['markets', 'trade', 'tradeSymbol'])(
    'reads the instruments, token names and region of the %s page on the way there, once',
    async (routeId) => {
      const { container, fakes } = createTestContainer();
      fakes.http.succeed('GET', '/instrument/v4/public/info', { rows: [] });
      fakes.http.succeed('GET', '/instrument/v4/public/token', { rows: [] });
      const reads = () => fakes.http.requests.map((r) => `${r.method} ${r.path}`).filter((r) => /instrument|ip_info/.test(r));
      warmRoute(container, 'home');
      expect(reads()).toEqual([]);
      warmRoute(container, routeId);
      warmRoute(container, 'markets');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(reads().sort()).toEqual(
        ['GET /instrument/v4/public/info', 'GET /instrument/v4/public/token', 'GET /userauth/account/ip_info'].sort(),
      );
    },
  );
});
