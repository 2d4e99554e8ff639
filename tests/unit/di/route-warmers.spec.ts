import { Container } from 'inversify';
import { RouteWarmer } from '../../../src/application/shared/route-warmer';
import { warmRoute } from '../../../src/di/route-warmers';
import { SessionStore } from '../../../src/presentation/session/session.store';
import { createTestContainer, signInAda } from '../../support/test-container';

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

  it('starts a signed-in member account on the trade routes only, once, when member-trading is bound', async () => {
    const { container, fakes } = createTestContainer();
    signInAda(fakes);
    await container.get(SessionStore).start();
    const reads = () => ['balances', 'positions', 'accountInfo'].map((method) => fakes.tradingApi.count(method as 'balances'));
    warmRoute(container, 'markets');
    warmRoute(container, 'wallet');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads()).toEqual([0, 0, 0]);
    warmRoute(container, 'tradeSymbol');
    warmRoute(container, 'trade');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads()).toEqual([1, 1, 1]);
  });

  it('lets a warmer that throws stop no other, and throws nothing to the press', () => {
    const c = new Container();
    const warmed: string[] = [];
    c.bind(RouteWarmer).toConstantValue({
      routes: ['trade'],
      warm: () => {
        throw new Error('not bound yet');
      },
    });
    c.bind(RouteWarmer).toConstantValue({ routes: ['trade'], warm: () => void warmed.push('reference') });
    expect(() => warmRoute(c, 'trade')).not.toThrow();
    expect(warmed).toEqual(['reference']);
  });
});
