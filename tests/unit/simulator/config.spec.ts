import { DEFAULT_OPTIONS, optionsFromEnv } from '../../../simulator/config';
import { refusalOf } from '../../../simulator/stream/topics';
import { SubscriptionRegistry } from '../../../simulator/stream/subscriptions';

describe('simulator environment', () => {
  it('uses the documented defaults', () => {
    const options = optionsFromEnv({});
    expect(options).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      seed: undefined,
      dataDir: '.data/sim',
      appEnv: 'local',
      distDir: 'dist',
      control: false,
      bboRate: 200,
      tickerIntervalMs: 1000,
      cmsContentKey: 'local-content-key',
    });
    expect(DEFAULT_OPTIONS.port).toBe(8080);
  });

  it('reads every variable', () => {
    const options = optionsFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      SIM_SEED: '7',
      SIM_DATA_DIR: '/tmp/x',
      APP_ENV: 'staging',
      DIST_DIR: 'build',
      SIM_CONTROL: '1',
      BBO_RATE: '10000',
      TICKER_INTERVAL_MS: '250',
      SIM_CMS_KEY: 'staging-key',
    });
    expect(options).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      seed: '7',
      dataDir: '/tmp/x',
      appEnv: 'staging',
      distDir: 'build',
      control: true,
      bboRate: 10000,
      tickerIntervalMs: 250,
      cmsContentKey: 'staging-key',
    });
  });

  it('rejects bad values with a readable message', () => {
    expect(() => optionsFromEnv({ BBO_RATE: '10001' })).toThrow(/BBO_RATE/);
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ APP_ENV: 'moon' })).toThrow(/APP_ENV/);
  });
});

describe('subscription rules', () => {
  const isSymbol = (s: string) => s === 'SPOT_BTC_USDT';

  it('accepts known topics within the limits', () => {
    expect(refusalOf('SUBSCRIBE', ['tickers', 'bbos', 'totals', 'SPOT_BTC_USDT@ticker'], new Set(), isSymbol)).toBeUndefined();
  });

  it('refuses empty, oversized, unknown and over-limit requests', () => {
    expect(refusalOf('SUBSCRIBE', [], new Set(), isSymbol)).toMatch(/at least one/);
    expect(refusalOf('SUBSCRIBE', Array(21).fill('tickers'), new Set(), isSymbol)).toMatch(/20/);
    expect(refusalOf('SUBSCRIBE', ['PERP_BTC_USDT@ticker'], new Set(), isSymbol)).toMatch(/unknown topic/);
    const hundred = new Set(Array.from({ length: 100 }, (_, i) => `t${i}`));
    expect(refusalOf('SUBSCRIBE', ['tickers'], hundred, isSymbol)).toMatch(/100/);
    expect(refusalOf('SUBSCRIBE', ['tickers'], new Set([...hundred].slice(1).concat('tickers')), isSymbol)).toBeUndefined();
    expect(refusalOf('UN_SUBSCRIBE', ['tickers'], hundred, isSymbol)).toBeUndefined();
  });

  it('keeps both directions of the registry in step', () => {
    const registry = new SubscriptionRegistry<string>();
    registry.subscribe('a', ['tickers', 'bbos']);
    registry.subscribe('b', ['tickers']);
    expect([...(registry.subscribersOf('tickers') ?? [])]).toEqual(['a', 'b']);
    registry.remove('a');
    expect(registry.hasSubscribers('bbos')).toBe(false);
    expect(registry.activeTopics()).toEqual(['tickers']);
  });
});
