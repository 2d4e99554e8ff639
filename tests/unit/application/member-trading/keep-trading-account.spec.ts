import type { SessionExpiryWatcher } from '../../../../src/application/auth/session-expiry-watcher';
import { KeepTradingAccount } from '../../../../src/application/member-trading/keep-trading-account.use-case';
import type { PrivateStreamHandlers, PrivateStreamPort } from '../../../../src/application/member-trading/ports/private-stream.port';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { FakePrivateStream, report } from '../../../fakes/trade/fake-private-stream';
import { balanceOf, FakeTradingApi, orderRow } from '../../../fakes/trade/fake-trading-api';
import { settle } from '../../../fakes/trade/fake-market-depth';

function setup() {
  const api = new FakeTradingApi();
  const stream = new FakePrivateStream();
  const keep = new KeepTradingAccount(api, stream, new RecordingLogger(), {
    endedByExchange: () => undefined,
  } as unknown as SessionExpiryWatcher);
  let changes = 0;
  const reports: string[] = [];
  return {
    api,
    stream,
    keep,
    changes: () => changes,
    reports,
    listener: { changed: () => (changes += 1), report: (r: { orderId: string }) => reports.push(r.orderId) },
  };
}

const loads = (api: FakeTradingApi) => api.count('balances');

describe('KeepTradingAccount', () => {
  it('loads balances, positions, open orders (INCOMPLETE) and account info, newest order first', async () => {
    const t = setup();
    t.api.orderRows = [
      orderRow({ orderId: '1', createdTime: 10 }),
      orderRow({ orderId: '2', createdTime: 20 }),
      orderRow({ orderId: '3', status: 'FILLED' }),
    ];
    t.keep.start(t.listener);
    await settle();
    const s = t.keep.state();
    expect(s.loaded).toBe(true);
    expect([...s.balances.keys()]).toEqual(['USDT', 'BTC', 'ETH']);
    expect(s.openOrders.map((o) => o.orderId)).toEqual(['2', '1']);
    expect(s.accountInfo?.leverage).toBe(10);
    expect(t.api.calls.find((c) => c.method === 'orders')?.args[0]).toEqual({ status: 'INCOMPLETE', page: 1, size: 500 });
  });

  it('applies balance messages in version order, and reloads from REST on a gap', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.stream.pushBalances({ USDT: { holding: '9400', frozen: '600', version: 5 } });
    t.stream.pushBalances({ USDT: { holding: '9300', frozen: '700', version: 6 } });
    expect(t.keep.state().balances.get('USDT')).toEqual(
      expect.objectContaining({ holding: '9300', frozen: '700', availableBalance: '8600' }),
    );
    expect(loads(t.api)).toBe(1);
    t.api.balancesRows = [balanceOf('USDT', '9000', '100')];
    t.stream.pushBalances({ USDT: { holding: '9100', frozen: '700', version: 8 } });
    await settle();
    expect(loads(t.api)).toBe(2);
    expect(t.keep.gapReloads).toBe(1);
    expect(t.keep.state().balances.get('USDT')).toEqual(expect.objectContaining({ holding: '9000', frozen: '100' }));
    // The first message after the reload sets the new baseline.
    t.stream.pushBalances({ USDT: { holding: '8900', frozen: '100', version: 9 } });
    t.stream.pushBalances({ USDT: { holding: '8800', frozen: '100', version: 10 } });
    expect(loads(t.api)).toBe(2);
    expect(t.keep.state().balances.get('USDT')?.holding).toBe('8800');
  });

  it('tracks versions per topic: a position version does not break the balance sequence', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.stream.pushBalances({ USDT: { holding: '1', frozen: '0', version: 1 } });
    t.stream.pushPositions({ PERP_BTC_USDT: { holding: '0.5', averageOpenPrice: '60000', markPrice: '61000', version: 40 } });
    t.stream.pushBalances({ USDT: { holding: '2', frozen: '0', version: 2 } });
    t.stream.pushPositions({ PERP_BTC_USDT: { holding: '0.6', averageOpenPrice: '60100', markPrice: '61000', version: 41 } });
    expect(loads(t.api)).toBe(1);
    expect(t.keep.state().positions.get('PERP_BTC_USDT')).toEqual(
      expect.objectContaining({ holding: '0.6', averageOpenPrice: '60100', leverage: 10 }),
    );
    t.stream.pushPositions({ PERP_BTC_USDT: { holding: '0', averageOpenPrice: '0', markPrice: '61000', version: 43 } });
    await settle();
    expect(loads(t.api)).toBe(2);
  });

  it('reloads after every (re)connection of the stream, and ignores stale versions', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.stream.resync();
    await settle();
    expect(loads(t.api)).toBe(2);
    t.stream.pushBalances({ USDT: { holding: '5', frozen: '0', version: 3 } });
    t.stream.pushBalances({ USDT: { holding: '4', frozen: '0', version: 3 } });
    expect(t.keep.state().balances.get('USDT')?.holding).toBe('5');
  });

  it('reads the account only once the stream says it is subscribed, and then once', async () => {
    const api = new FakeTradingApi();
    let handlers: PrivateStreamHandlers | undefined;
    // a stream still opening: it tells its watcher when it has authenticated and subscribed
    const opening: PrivateStreamPort = { watch: (h) => ((handlers = h), () => (handlers = undefined)) };
    const keep = new KeepTradingAccount(api, opening, new RecordingLogger(), {
      endedByExchange: () => undefined,
    } as unknown as SessionExpiryWatcher);
    keep.start({ changed: () => undefined });
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(keep.state().loaded).toBe(false);
    handlers?.resynced?.();
    await settle();
    expect((['balances', 'positions', 'orders', 'accountInfo'] as const).map((m) => api.count(m))).toEqual([1, 1, 1, 1]);
    expect(keep.state().loaded).toBe(true);
  });

  it('applies execution reports to the open orders and passes them on', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.stream.pushReport(report({ orderId: '7', timestamp: 2_000_000_000_000 }));
    expect(t.keep.state().openOrders.map((o) => o.orderId)).toEqual(['7']);
    t.stream.pushReport(report({ orderId: '7', status: 'FILLED', tradeId: '1', timestamp: 2_000_000_000_001 }));
    expect(t.keep.state().openOrders).toEqual([]);
    expect(t.reports).toEqual(['7', '7']);
  });

  it('holds messages that arrive during a reload and applies them on top of it', async () => {
    const t = setup();
    t.keep.start(t.listener);
    t.stream.pushReport(report({ orderId: '8', timestamp: 2_000_000_000_000 }));
    expect(t.keep.state().openOrders).toEqual([]);
    await settle();
    expect(t.keep.state().openOrders.map((o) => o.orderId)).toEqual(['8']);
  });

  it('keeps the last good state and says why when a reload fails', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.api.failNext('positions', { kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    await t.keep.reload();
    expect(t.keep.state().error).toBe(ErrorCode.NetworkUnavailable);
    expect(t.keep.state().balances.size).toBe(3);
  });

  it('forgets everything and stops watching on stop (log-out)', async () => {
    const t = setup();
    t.keep.start(t.listener);
    await settle();
    t.keep.stop();
    expect(t.stream.watching()).toBe(0);
    expect(t.keep.state().loaded).toBe(false);
    expect(t.keep.state().balances.size).toBe(0);
  });

  it('hands a session the exchange ended elsewhere to the session watcher (signed out here too)', () => {
    const api = new FakeTradingApi();
    const stream = new FakePrivateStream();
    let ended = 0;
    const sessions = { endedByExchange: () => (ended += 1) } as unknown as SessionExpiryWatcher;
    const keep = new KeepTradingAccount(api, stream, new RecordingLogger(), sessions);
    keep.start({ changed: () => undefined });
    stream.endSession();
    expect(ended).toBe(1);
  });
});
