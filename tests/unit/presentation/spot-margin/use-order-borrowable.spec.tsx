/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { Container } from 'inversify';
import { observable, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { TradingAccountView } from '../../../../src/presentation/member-trading/account/trading-account-view';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { SpotMarginStore } from '../../../../src/presentation/spot-margin/spot-margin.store';
import { useOrderBorrowable } from '../../../../src/presentation/spot-margin/use-order-borrowable';

/** A signed-in member's account as the form sees it: not ready until its first snapshot, then holdings by token. */
function setup() {
  const account = observable({ ready: false, holdings: new Map<string, string>() });
  const reads: string[] = [];
  const spotMargin = { refresh: async () => void reads.push('spot margin account'), borrowable: (token: string) => `borrow ${token}` };
  const container = new Container();
  container.bind(SpotMarginStore).toConstantValue(spotMargin as unknown as SpotMarginStore);
  container.bind(SessionStore).toConstantValue({ loggedIn: true } as unknown as SessionStore);
  container.bind(TradingAccountView).toConstantValue({
    get ready() {
      return account.ready;
    },
    balance: (token: string) => {
      const holding = account.holdings.get(token);
      return holding === undefined ? undefined : { holding, frozen: '0', available: holding };
    },
  } as unknown as TradingAccountView);
  const wrapper = ({ children }: { children: ReactNode }) => <ContainerProvider container={container}>{children}</ContainerProvider>;
  const hook = renderHook(() => useOrderBorrowable('SPOT_BTC_USDT'), { wrapper });
  const snapshot = (btc: string, usdt: string) =>
    runInAction(() => {
      account.ready = true;
      account.holdings.set('BTC', btc);
      account.holdings.set('USDT', usdt);
    });
  return { hook, reads, snapshot };
}

describe('what an order may borrow, read for the spot order form', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the spot margin account once as the form opens, not again when the account first arrives', async () => {
    const { hook, reads, snapshot } = setup();
    expect(reads).toEqual(['spot margin account']);
    snapshot('0.5', '1000');
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(reads).toEqual(['spot margin account']);
    expect(hook.result.current('USDT')).toBe('borrow USDT');
  });

  it('reads it again 300 ms after a fill changes the symbol holdings, once for a burst', async () => {
    const { reads, snapshot } = setup();
    snapshot('0.5', '1000');
    await act(async () => void jest.advanceTimersByTime(1_000));
    snapshot('0.6', '990');
    snapshot('0.7', '980');
    await act(async () => void jest.advanceTimersByTime(299));
    expect(reads).toEqual(['spot margin account']);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(reads).toEqual(['spot margin account', 'spot margin account']);
  });
});
