import 'reflect-metadata';
import { ok } from '../../../../src/domain/shared/result';
import { STATUS_WAIT_CAP_MS, WalletStatusStore } from '../../../../src/presentation/wallet/wallet-status.store';
import { FakeWalletApi } from '../../../fakes/wallet/fake-wallet-api';

/** /wallet shows its prompt and tabs together once its status is read, or after 1.5 s without it (no layout shift). */
class SlowWalletApi extends FakeWalletApi {
  answer!: (hasDeposit?: boolean) => void;
  override hasDeposit() {
    return new Promise<ReturnType<FakeWalletApi['hasDeposit']> extends Promise<infer R> ? R : never>((resolve) => {
      this.answer = (hasDeposit = false) => resolve(ok(hasDeposit));
    });
  }
}

describe('the wallet status store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the page as soon as the status answers, with its prompt', async () => {
    const api = new SlowWalletApi();
    const store = new WalletStatusStore(api);
    const refreshed = store.refresh();
    await jest.advanceTimersByTimeAsync(200);
    expect(store.shown).toBe(false);
    api.answer();
    await refreshed;
    expect(store.shown).toBe(true);
    expect(store.needsFirstDeposit).toBe(true);
  });

  it('shows the page after 1,500 ms without an answer, and the prompt when it comes', async () => {
    expect(STATUS_WAIT_CAP_MS).toBe(1_500);
    const api = new SlowWalletApi();
    const store = new WalletStatusStore(api);
    const refreshed = store.refresh();
    await jest.advanceTimersByTimeAsync(1_499);
    expect(store.shown).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.shown).toBe(true);
    expect(store.needsFirstDeposit).toBe(false);
    api.answer();
    await refreshed;
    expect(store.needsFirstDeposit).toBe(true);
  });

  it('shows the page when the status cannot be read, without a prompt', async () => {
    const api = new FakeWalletApi();
    api.deposited = undefined;
    const store = new WalletStatusStore(api);
    await store.refresh();
    expect(store.shown).toBe(true);
    expect(store.needsFirstDeposit).toBe(false);
  });

  it('shows the prompt at once when the first frame had it from the early read, and drops it if the read says otherwise', async () => {
    const api = new SlowWalletApi();
    const store = new WalletStatusStore(api);
    store.seed(false);
    const refreshed = store.refresh();
    expect(store.promptShown).toBe(true);
    expect(store.shown).toBe(false); // the tabs still wait for the status
    api.answer(true); // a deposit arrived between the two reads
    await refreshed;
    expect(store.shown).toBe(true);
    expect(store.promptShown).toBe(false);
  });

  it('takes no early answer over its own, nor an empty one', async () => {
    const api = new FakeWalletApi();
    api.deposited = true;
    const store = new WalletStatusStore(api);
    store.seed(undefined);
    expect(store.promptShown).toBe(false);
    expect(store.hasDeposit).toBeUndefined();
    await store.refresh();
    store.seed(false);
    expect(store.hasDeposit).toBe(true);
    expect(store.promptShown).toBe(false);
  });

  it('without an early answer shows the prompt only with the tabs', async () => {
    const api = new SlowWalletApi();
    const store = new WalletStatusStore(api);
    const refreshed = store.refresh();
    await jest.advanceTimersByTimeAsync(1_500);
    expect(store.shown).toBe(true);
    expect(store.promptShown).toBe(false);
    api.answer();
    await refreshed;
    expect(store.promptShown).toBe(true);
  });
});
