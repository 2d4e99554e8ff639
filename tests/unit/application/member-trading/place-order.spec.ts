import { PlaceOrder, PLACE_TIMEOUT_MS, randomClientOrderId } from '../../../../src/application/member-trading/place-order.use-case';
import type { FormRequest } from '../../../../src/domain/trade/orders/order-form';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeAlgoOrderApi, FakeTradingApi } from '../../../fakes/trade/order-form.fakes';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { FakeTradePasswordApi } from '../../../fakes/trade/fake-trade-password-api';
import { TradePasswordStore } from '../../../../src/presentation/security/trade-password.store';

const LIMIT: FormRequest = {
  kind: 'order',
  order: { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '30000', quantity: '0.01' },
};

function setup() {
  const api = new FakeTradingApi();
  const algo = new FakeAlgoOrderApi();
  const clock = new FakeClock();
  return { api, algo, clock, place: new PlaceOrder(api, algo, clock) };
}

describe('PlaceOrder', () => {
  it('accepted: one call, with a clientOrderId in [1, 2^53 − 1]', async () => {
    const { api, place } = setup();
    const outcome = await place.execute(LIMIT);
    expect(api.sent).toHaveLength(1);
    const id = Number(api.sent[0].clientOrderId);
    expect(Number.isSafeInteger(id) && id >= 1).toBe(true);
    expect(outcome).toEqual({ kind: 'placed', clientOrderId: api.sent[0].clientOrderId, orderId: '1001', timedOut: false });
  });

  it('the order leaves within the click once the trade password is known to be off; while that is read it waits for it', async () => {
    const api = new FakeTradingApi();
    const clock = new FakeClock();
    const settingApi = new FakeTradePasswordApi();
    const password = new TradePasswordStore(settingApi, clock);
    const place = new PlaceOrder(api, new FakeAlgoOrderApi(), clock, password);
    password.prepare();
    const first = place.execute(LIMIT);
    expect(api.sent).toHaveLength(0); // the setting's read is still on its way
    await first;
    expect(api.sent).toHaveLength(1);
    // known off: sent before execute returns, ahead of anything the click queued (the page's render)
    const second = place.execute(LIMIT);
    expect(api.sent).toHaveLength(2);
    await second;
    // turned on elsewhere and refused by the exchange: the next order reads the setting again and asks
    settingApi.askOnOrderSetting = true;
    password.refused();
    expect(password.clearToOrder()).toBe(false);
    const third = place.execute(LIMIT);
    await settle();
    expect(password.asking).toBe(true);
    expect(api.sent).toHaveLength(2);
    password.setPassword('Trade1234');
    await password.confirm();
    await third;
    expect(api.sent).toHaveLength(3);
    // within the checked window the next one leaves at once too
    void place.execute(LIMIT);
    expect(api.sent).toHaveLength(4);
  });

  it('a double click while pending places ONE order', async () => {
    const { api, place } = setup();
    api.script = [{ kind: 'hang' }];
    const first = place.execute(LIMIT);
    expect(place.pending).toBe(true);
    expect(await place.execute(LIMIT)).toEqual({ kind: 'ignored' });
    expect(api.sent).toHaveLength(1);
    api.release();
    await first;
    expect(place.pending).toBe(false);
  });

  it('a refusal is final: no retry', async () => {
    const { api, place } = setup();
    api.script = [{ kind: 'refuse', code: -1103, message: 'Price must be a multiple of the tick size 0.1' }];
    const outcome = await place.execute(LIMIT);
    expect(outcome).toEqual(
      expect.objectContaining({ kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1' }),
    );
    expect(api.sent).toHaveLength(1);
  });

  it('no answer: retried once with the SAME clientOrderId', async () => {
    const { api, place } = setup();
    api.script = [{ kind: 'unanswered' }];
    const outcome = await place.execute(LIMIT);
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1].clientOrderId).toBe(api.sent[0].clientOrderId);
    expect(outcome).toEqual(expect.objectContaining({ kind: 'placed', orderId: '1001' }));
    expect(api.placedOrders).toHaveLength(1);
  });

  it('the answer was lost but the order placed: the retry gets -1007, the lookup finds it, still one order', async () => {
    const { api, place } = setup();
    api.script = [{ kind: 'lost' }];
    const outcome = await place.execute(LIMIT);
    expect(api.sent).toHaveLength(2);
    expect(api.lookups).toEqual([api.sent[0].clientOrderId]);
    expect(outcome).toEqual(expect.objectContaining({ kind: 'placed', orderId: '1001', timedOut: false }));
    expect(api.placedOrders).toHaveLength(1);
  });

  it.each([
    ['lost, then no answer: the lookup finds it → placed', [{ kind: 'lost' }, { kind: 'unanswered' }], false, 'placed'],
    ['no answer twice: the lookup finds nothing → not placed', [{ kind: 'unanswered' }, { kind: 'unanswered' }], false, 'not-placed'],
    ['no answer twice and the lookup fails → unknown', [{ kind: 'unanswered' }, { kind: 'unanswered' }], true, 'unknown'],
  ] as const)('%s', async (_name, script, lookupFails, kind) => {
    const { api, place } = setup();
    api.script = [...script];
    api.lookupFails = lookupFails;
    expect((await place.execute(LIMIT)).kind).toBe(kind);
    expect(api.sent).toHaveLength(2);
  });

  it.each([
    ['the order is there → placed', true, 'placed'],
    ['the order is not there → not placed', false, 'not-placed'],
  ])('10 s without an answer reports a timeout and reconciles: %s', async (_name, present, kind) => {
    const { api, clock, place } = setup();
    api.script = [{ kind: 'hang' }];
    let timedOut = false;
    const running = place.execute(LIMIT, { onTimeout: () => (timedOut = true) });
    await settle();
    if (present) api.record(api.sent[0]);
    clock.advance(PLACE_TIMEOUT_MS - 1);
    await settle();
    expect(timedOut).toBe(false);
    clock.advance(1);
    const outcome = await running;
    expect(timedOut).toBe(true);
    expect(outcome).toEqual(expect.objectContaining({ kind, timedOut: true, clientOrderId: api.sent[0].clientOrderId }));
    expect(api.lookups).toEqual([api.sent[0].clientOrderId]);
    api.release();
    await settle();
    expect(api.sent).toHaveLength(1);
  });

  it('each submit draws a new clientOrderId', async () => {
    const { api, place } = setup();
    await place.execute(LIMIT);
    await place.execute(LIMIT);
    expect(api.sent[0].clientOrderId).not.toBe(api.sent[1].clientOrderId);
  });

  it('a stop goes through the algo call with its clientOrderId', async () => {
    const { api, algo, place } = setup();
    const stop: FormRequest = {
      kind: 'algo',
      order: { symbol: 'SPOT_BTC_USDT', side: 'SELL', algoType: 'STOP', type: 'MARKET', triggerPrice: '29000', quantity: '0.01' },
    };
    const outcome = await place.execute(stop);
    expect(api.sent).toHaveLength(0);
    expect(algo.sent).toEqual([{ ...stop.order, clientOrderId: expect.any(String) }]);
    expect(outcome).toEqual(expect.objectContaining({ kind: 'placed', orderId: '5001' }));
  });
});

describe('randomClientOrderId', () => {
  it.each([
    [[0xffffffff, 0xffffffff], String(2 ** 53 - 1)],
    [[0x00200000, 5], '5'],
    [[1, 0], String(2 ** 32)],
  ])('bits %j → %s', (bits, id) => {
    expect(randomClientOrderId(() => Uint32Array.from(bits))).toBe(id);
  });
  it('0 is drawn again', () => {
    const draws = [
      [0, 0],
      [0, 7],
    ];
    expect(randomClientOrderId(() => Uint32Array.from(draws.shift()!))).toBe('7');
  });
  it('the default source gives a safe integer ≥ 1', () => {
    const id = Number(randomClientOrderId());
    expect(Number.isSafeInteger(id) && id >= 1).toBe(true);
  });
});
