import 'reflect-metadata';
import type { ManageSubAccounts } from '../../../../src/application/subaccounts/manage-sub-accounts.use-case';
import { TransferFunds } from '../../../../src/application/subaccounts/transfer-funds.use-case';
import type { TradingAccountView } from '../../../../src/presentation/member-trading/account/trading-account-view';
import { SubAccountsStore } from '../../../../src/presentation/subaccounts/sub-accounts.store';
import { TransferStore } from '../../../../src/presentation/subaccounts/transfer.store';
import { FakeSubAccountsApi } from '../../../fakes/subaccounts/fake-sub-accounts-api';

/**
 * The transfer dialog before the wallet's balances have loaded: the source's available balance is unknown, not zero,
 * so a transfer typed at once goes to the exchange (which checks it) instead of being refused as too large.
 */
async function dialog(ready: boolean): Promise<{ store: TransferStore; api: FakeSubAccountsApi }> {
  const api = new FakeSubAccountsApi();
  await api.create('Grid bot');
  const accounts = new SubAccountsStore({ list: () => api.list() } as unknown as ManageSubAccounts);
  await accounts.load();
  const usdt = { holding: '10000', frozen: '0', available: '10000' };
  const view = { ready, balance: (token: string) => (ready && token === 'USDT' ? usdt : undefined) } as unknown as TradingAccountView;
  const store = new TransferStore(new TransferFunds(api), accounts, view);
  store.show();
  return { store, api };
}

describe('TransferStore: the available balance', () => {
  it('is unknown while the balances load, and a 250 USDT transfer is sent; the exchange moves it', async () => {
    const { store, api } = await dialog(false);
    expect(store.available).toBeUndefined();
    store.setAmount('250');
    expect(store.amountProblem).toBeUndefined();
    await expect(store.submit()).resolves.toBe(true);
    expect(api.balance('main-app', 'USDT')).toBe('9750');
    expect(store.open).toBe(false);
  });

  it('once loaded, refuses 10000.01 of 10,000 available before anything is sent', async () => {
    const { store, api } = await dialog(true);
    expect(store.available).toBe('10000');
    store.setAmount('10000.01');
    await expect(store.submit()).resolves.toBe(false);
    expect(store.amountProblem).toEqual({ code: 'insufficient', available: '10000' });
    expect(api.calls.filter((c) => c.startsWith('transfer'))).toEqual([]);
  });

  it('while the balances load, the exchange still refuses more than the account holds, and nothing moves', async () => {
    const { store, api } = await dialog(false);
    store.setAmount('10000.01');
    await expect(store.submit()).resolves.toBe(false);
    expect(store.notice).toEqual({ kind: 'refused', message: 'Not enough USDT: 10000 is available' });
    expect(api.balance('main-app', 'USDT')).toBe('10000');
    expect(store.open).toBe(true);
  });
});
