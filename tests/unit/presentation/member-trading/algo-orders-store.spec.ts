import { SessionState } from '../../../../src/application/session/session-state';
import type { AccountInfo } from '../../../../src/domain/account/account';
import { ManageAlgoOrders } from '../../../../src/application/member-trading/manage-algo-orders.use-case';
import { AlgoOrdersStore } from '../../../../src/presentation/member-trading/account/algo-orders.store';
import { algoRowOf, FakeAlgoOrderApi } from '../../../fakes/trade/fake-algo-order-api';
import { FakePrivateStream } from '../../../fakes/trade/fake-private-stream';
import { settle } from '../../../fakes/trade/fake-market-depth';

function setup() {
  const api = new FakeAlgoOrderApi();
  const stream = new FakePrivateStream();
  const session = new SessionState();
  session.loggedIn({ userId: 'u1' } as AccountInfo);
  const store = new AlgoOrdersStore(new ManageAlgoOrders(api, stream), session);
  return { api, stream, store, session };
}

describe('AlgoOrdersStore (the TP/SL tab and the chart lines)', () => {
  it('loads the waiting algo orders (not the bracket roots), then keeps them by algoexecutionreportv2', async () => {
    const { api, stream, store } = setup();
    api.rows = [
      algoRowOf({ algoOrderId: '10', algoType: 'BRACKET' }),
      algoRowOf({ algoOrderId: '11', parentAlgoOrderId: '10', algoType: 'TAKE_PROFIT', triggerPrice: '61000', isArmed: false }),
      algoRowOf({ algoOrderId: '12', parentAlgoOrderId: '10', algoType: 'STOP_LOSS', triggerPrice: '59000', isArmed: false }),
    ];
    const stop = store.start();
    await settle();
    expect(store.waiting.map((r) => r.algoOrderId)).toEqual(['12', '11']);
    // the entry filled: armed; then the TP fired (it leaves) and the SL was cancelled by it
    stream.pushAlgoReports([
      algoRowOf({
        algoOrderId: '11',
        parentAlgoOrderId: '10',
        algoType: 'TAKE_PROFIT',
        triggerPrice: '61000',
        isArmed: true,
        updatedTime: 2,
      }),
    ]);
    expect(store.waitingOn('PERP_BTC_USDT').find((r) => r.algoOrderId === '11')?.isArmed).toBe(true);
    stream.pushAlgoReports([
      algoRowOf({ algoOrderId: '11', algoType: 'TAKE_PROFIT', algoStatus: 'FILLED', updatedTime: 3 }),
      algoRowOf({ algoOrderId: '12', algoType: 'STOP_LOSS', algoStatus: 'CANCELLED', updatedTime: 3 }),
    ]);
    expect(store.waiting).toEqual([]);
    // an older message never overwrites a newer row
    stream.pushAlgoReports([algoRowOf({ algoOrderId: '13', triggerPrice: '100', updatedTime: 5 })]);
    stream.pushAlgoReports([algoRowOf({ algoOrderId: '13', triggerPrice: '90', updatedTime: 4 })]);
    expect(store.waiting[0].triggerPrice).toBe('100');
    stop();
    expect(stream.watching()).toBe(0);
  });

  it('amends a trigger (the row moves), a refusal is returned as it came and keeps the row; cancel removes it', async () => {
    const { api, store } = setup();
    api.rows = [algoRowOf({ algoOrderId: '21', algoType: 'STOP_LOSS', triggerPrice: '59000' })];
    store.start();
    await settle();
    expect(await store.amend({ algoOrderId: '21', triggerPrice: '58500' })).toBeUndefined();
    expect(store.waiting[0].triggerPrice).toBe('58500');
    api.amendRefusal = { code: -1005, message: 'triggerPrice: the stop-loss of a long must be below the mark price 58000' };
    expect(await store.amend({ algoOrderId: '21', triggerPrice: '58100' })).toMatchObject({
      kind: 'refused',
      code: -1005,
      message: 'triggerPrice: the stop-loss of a long must be below the mark price 58000',
    });
    expect(store.waiting[0].triggerPrice).toBe('58500');
    expect(await store.cancel(store.waiting[0])).toBeUndefined();
    expect([store.waiting, api.cancels]).toEqual([[], [{ symbol: 'PERP_BTC_USDT', algoOrderId: '21' }]]);
  });

  it('asks nothing while signed out and empties on sign-out', async () => {
    const { api, stream, store, session } = setup();
    session.loggedOut();
    api.rows = [algoRowOf({ algoOrderId: '31' })];
    store.start();
    await settle();
    expect([store.waiting.length, stream.watching()]).toEqual([0, 0]);
    session.loggedIn({ userId: 'u1' } as AccountInfo);
    await settle();
    expect([store.waiting.length, stream.watching()]).toEqual([1, 1]);
    session.loggedOut();
    expect([store.waiting.length, stream.watching()]).toEqual([0, 0]);
  });

  it("sets a position's TP/SL with a client order id and reloads", async () => {
    const { api, store } = setup();
    store.start();
    const result = await store.setPositionTpSl({
      symbol: 'PERP_BTC_USDT',
      algoType: 'POSITIONAL_TP_SL',
      quantity: '0.01',
      childOrders: [],
    });
    expect(result.ok).toBe(true);
    expect(api.sent[0]).toMatchObject({ algoType: 'POSITIONAL_TP_SL', quantity: '0.01', clientOrderId: expect.stringMatching(/^\d+$/) });
  });
});
