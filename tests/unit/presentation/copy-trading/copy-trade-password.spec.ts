import 'reflect-metadata';
import type { CopyTradingApiPort } from '../../../../src/application/copy-trading/ports/copy-trading-api.port';
import type { OrderPasswordPort } from '../../../../src/application/security/ports/order-password.port';
import { err, ok, type Result } from '../../../../src/domain/shared/result';
import type { TradeFailure } from '../../../../src/domain/shared/trade-failure';
import type { CopyLimits, CopyView } from '../../../../src/domain/copy-trading/copy-views';
import type { CopyMarketStore } from '../../../../src/presentation/copy-trading/copy-market.store';
import { CopyTradingStore } from '../../../../src/presentation/copy-trading/copy-trading.store';
import type { LeadTraderStore } from '../../../../src/presentation/copy-trading/lead-trader.store';

const limits: CopyLimits = {
  leadUuid: 'lead-a',
  minCopyAmount: '50',
  maxCopyAmount: '100000',
  minRatio: '0.1',
  maxRatio: '10',
  minSlippage: '0.001',
  maxSlippage: '0.05',
  maxLeverage: 20,
  profitShare: '0.1',
  available: '1000',
  symbols: ['PERP_BTC_USDT'],
  full: false,
  copyId: null,
};

function setUp(
  answer: boolean,
  startAnswer: Result<CopyView, TradeFailure> = ok({ copyId: 7, leadUuid: 'lead-a', leadCoolName: 'Alpha' } as CopyView),
) {
  const api = {
    limits: jest.fn(async () => ok(limits)),
    copies: jest.fn(async () => ok([] as CopyView[])),
    start: jest.fn(async () => startAnswer),
    edit: jest.fn(),
  } as unknown as jest.Mocked<CopyTradingApiPort>;
  const password: jest.Mocked<OrderPasswordPort> = {
    clearToOrder: jest.fn(() => false),
    beforeOrder: jest.fn(async () => answer),
    refused: jest.fn(),
  };
  const market = { refresh: jest.fn(async () => undefined) } as unknown as CopyMarketStore;
  const lead = { refreshFor: jest.fn(async () => undefined) } as unknown as LeadTraderStore;
  return { api, password, store: new CopyTradingStore(api, market, lead, password) };
}

describe('starting a copy asks the trade password, as placing an order does', () => {
  it('a closed prompt sends nothing: no start call, the dialog stays open and can be sent again', async () => {
    const { api, password, store } = setUp(false);
    await store.openDialog('lead-a', 'Alpha');
    store.edit({ amount: '100' });
    expect(await store.submit()).toBe(false);
    expect(password.beforeOrder).toHaveBeenCalledTimes(1);
    expect(api.start).not.toHaveBeenCalled();
    expect(store.dialog).toMatchObject({ leadUuid: 'lead-a', submitting: false });
    expect(store.lastChange).toBeNull();
  });

  it('a right password (or none asked) starts the copy once with the typed amount', async () => {
    const { api, password, store } = setUp(true);
    await store.openDialog('lead-a', 'Alpha');
    store.edit({ amount: '100' });
    expect(await store.submit()).toBe(true);
    expect(password.beforeOrder).toHaveBeenCalledTimes(1);
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.start.mock.calls[0][0]).toBe('lead-a');
    expect(api.start.mock.calls[0][1]).toMatchObject({ amount: '100' });
    expect(store.lastChange).toMatchObject({ kind: 'started', leadName: 'Alpha' });
  });

  it("the exchange's refusal for the password makes the next try ask again", async () => {
    const refusal = err({
      kind: 'refused' as const,
      code: -1005,
      message: 'tradePassword: the trade password is required to start copying a trader',
      status: 400,
    });
    const { password, store } = setUp(true, refusal);
    await store.openDialog('lead-a', 'Alpha');
    store.edit({ amount: '100' });
    expect(await store.submit()).toBe(false);
    expect(password.refused).toHaveBeenCalledTimes(1);
  });
});
