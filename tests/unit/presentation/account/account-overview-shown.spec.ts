import 'reflect-metadata';
import { observable, runInAction } from 'mobx';
import type { ReferralSummaryPort } from '../../../../src/application/account/ports/referral-summary.port';
import type { KycApiPort } from '../../../../src/application/kyc/ports/kyc-api.port';
import type { TradingApiPort } from '../../../../src/application/member-trading/ports/trading-api.port';
import type { SecurityApiPort } from '../../../../src/application/security/ports/security-api.port';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { err } from '../../../../src/domain/shared/result';
import { AccountOverviewStore, OVERVIEW_WAIT_CAP_MS } from '../../../../src/presentation/account/overview/account-overview.store';
import type { WalletStore } from '../../../../src/presentation/wallet/wallet.store';

/**
 * /account shows its task list and cards together: once its reads and the balances are in, or 1,500 ms after it
 * began, whichever comes first (a list arriving later pushed the cards down: a layout shift of 0.15).
 */
function overview() {
  const pending: (() => void)[] = [];
  // every read answers when the test says (all fail: the parts are left out, as the store does for a failed read)
  const later = () => new Promise((resolve) => pending.push(() => resolve(err({ kind: 'unanswered', error: ErrorCode.ServerError }))));
  const security = { status: later, activity: later } as unknown as SecurityApiPort;
  const kyc = { status: later } as unknown as KycApiPort;
  const trading = { tradingFee: later } as unknown as TradingApiPort;
  const referral = { summary: later } as unknown as ReferralSummaryPort;
  const wallet = observable({ ready: false, summary: { rows: [] }, start: () => undefined });
  const store = new AccountOverviewStore(security, kyc, trading, wallet as unknown as WalletStore, referral);
  return { store, wallet, answer: () => pending.splice(0).forEach((f) => f()) };
}

describe('the account overview shows its parts together', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('once the reads have answered and the balances are in', async () => {
    const { store, wallet, answer } = overview();
    const loading = store.load();
    await jest.advanceTimersByTimeAsync(300);
    answer();
    await loading;
    expect(store.shown).toBe(false); // the balances decide the deposit task: not in yet
    runInAction(() => (wallet.ready = true));
    expect(store.shown).toBe(true);
  });

  it('after 1,500 ms when they have not', async () => {
    expect(OVERVIEW_WAIT_CAP_MS).toBe(1_500);
    const { store, answer } = overview();
    const loading = store.load();
    await jest.advanceTimersByTimeAsync(1_499);
    expect(store.shown).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.shown).toBe(true);
    answer();
    await loading;
  });
});
