import type { Result } from '../../../../src/domain/shared/result';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import type { TradeFailure } from '../../../../src/domain/shared/trade-failure';
import { TradePasswordStore } from '../../../../src/presentation/security/trade-password.store';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeTradePasswordApi } from '../../../fakes/trade/fake-trade-password-api';

/** The fake exchange, counting how often the setting is read. */
class CountingApi extends FakeTradePasswordApi {
  reads = 0;
  failNext = false;

  override async askOnOrder(): Promise<Result<boolean, TradeFailure>> {
    this.reads += 1;
    if (this.failNext) {
      this.failNext = false;
      return { ok: false, error: { kind: 'unanswered', error: ErrorCode.Unknown } };
    }
    return super.askOnOrder();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TradePasswordStore: the setting is read once per order form, not before every order', () => {
  it('with the setting off, orders go without a read each once the form has read it', async () => {
    const api = new CountingApi();
    const store = new TradePasswordStore(api, new FakeClock());
    store.prepare();
    for (let i = 0; i < 5; i++) await expect(store.beforeOrder()).resolves.toBe(true);
    expect(api.reads).toBe(1);
  });

  it('reads it with the first order when the form did not, and again after the exchange refused an order for the password', async () => {
    const api = new CountingApi();
    const store = new TradePasswordStore(api, new FakeClock());
    await expect(store.beforeOrder()).resolves.toBe(true);
    await expect(store.beforeOrder()).resolves.toBe(true);
    expect(api.reads).toBe(1);
    api.askOnOrderSetting = true; // turned on elsewhere: the exchange refuses the next order
    await expect(store.beforeOrder()).resolves.toBe(true);
    store.refused();
    const asked = store.beforeOrder();
    await settle();
    expect(store.asking).toBe(true);
    expect(api.reads).toBe(2);
    store.setPassword('Trade1234');
    await store.confirm();
    await expect(asked).resolves.toBe(true);
  });

  it('a form that opens again reads it afresh; a failed read lets the order go and is read again next time', async () => {
    const api = new CountingApi();
    const store = new TradePasswordStore(api, new FakeClock());
    api.failNext = true;
    store.prepare();
    await expect(store.beforeOrder()).resolves.toBe(true);
    api.askOnOrderSetting = true;
    const asked = store.beforeOrder();
    await settle();
    expect(store.asking).toBe(true);
    store.cancel();
    await expect(asked).resolves.toBe(false);
    api.askOnOrderSetting = false;
    store.prepare();
    await expect(store.beforeOrder()).resolves.toBe(true);
    expect(api.reads).toBe(3);
  });
});
