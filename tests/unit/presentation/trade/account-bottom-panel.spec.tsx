/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SessionState } from '../../../../src/application/session/session-state';
import { loaded } from '../../../../src/domain/shared/loadable';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { MarketReferenceStore } from '../../../../src/presentation/markets/market-reference.store';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { AccountPanel } from '../../../../src/presentation/member-trading/account/account-panel';
import { BottomPanel } from '../../../../src/presentation/trade/account/bottom-panel';
import { anAccount } from '../../../fakes/fake-account-api';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { balanceOf, orderRow } from '../../../fakes/trade/fake-trading-api';
import { createTestContainer } from '../../../support/test-container';

const BTC = {
  symbol: 'SPOT_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '10',
  priceRange: '0.1',
  isStable: false,
};

async function setup(signedIn = true) {
  const { container, fakes } = createTestContainer();
  fakes.tradingApi.orderRows = [
    orderRow({ orderId: '1', price: '60000', quantity: '0.01' }),
    orderRow({ orderId: '2', side: 'SELL', price: '61000', quantity: '0.02' }),
  ];
  fakes.tradingApi.balancesRows = [balanceOf('USDT', '10000', '600'), balanceOf('BTC', '0.1', '0.02')];
  container.get(MarketReferenceStore).set(loaded({ instruments: new Map([[BTC.symbol, BTC]]), names: new Map() }));
  if (signedIn) {
    container.get(SessionState).loggedIn(anAccount());
    container.get(SessionStore).set({ status: 'loggedIn', account: anAccount() });
  } else container.get(SessionStore).set({ status: 'loggedOut' });
  const frame = async () => {
    await act(async () => {
      await settle();
      fakes.frames.flush();
      await settle();
    });
  };
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
          <AccountPanel symbol="SPOT_BTC_USDT" />
          <BottomPanel symbol="SPOT_BTC_USDT" />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  await frame();
  return { fakes, frame };
}

const row = (orderId: number) => screen.getByTestId('open-orders').querySelector(`tr[data-row-key="${orderId}"]`) as HTMLElement;

describe('the account in the bottom panel', () => {
  it('asks visitors to log in', async () => {
    await setup(false);
    expect(screen.getByTestId('bottom-login')).toHaveTextContent('Log in to see your orders and positions');
    expect(screen.queryByTestId('account-panel')).toBeNull();
  });

  it('shows the open orders and the account with its demo funds', async () => {
    await setup();
    expect(within(row(1)).getByText('60,000.0')).toBeInTheDocument();
    expect(within(row(2)).getByText('Sell')).toBeInTheDocument();
    // the order's type in words, not the wire's LIMIT
    expect(within(row(1)).getByText('Limit')).toBeInTheDocument();
    expect(within(row(1)).queryByText('LIMIT')).toBeNull();
    expect(screen.getByTestId('demo-funds')).toHaveTextContent('Demo funds');
    expect(screen.getByTestId('account-available')).toHaveTextContent('9,400.00 USDT');
    expect(screen.getByTestId('account-available-base')).toHaveTextContent('0.08000000 BTC');
    expect(screen.getByTestId('account-wallet')).toHaveAttribute('href', '/wallet');
  });

  it('amends the price in place: a price off the tick is refused on the spot with the limit named, a good one is sent', async () => {
    const { fakes } = await setup();
    fireEvent.click(within(row(1)).getByTestId('order-edit'));
    fireEvent.change(within(row(1)).getByTestId('amend-price'), { target: { value: '59999.95' } });
    await act(async () => {
      fireEvent.click(within(row(1)).getByTestId('amend-save'));
      await settle();
    });
    expect(screen.getByTestId('amend-error')).toHaveTextContent('Price must be a multiple of the tick size 0.1');
    expect(fakes.tradingApi.count('amendOrder')).toBe(0);
    fireEvent.change(within(row(1)).getByTestId('amend-price'), { target: { value: '59999.9' } });
    await act(async () => {
      fireEvent.click(within(row(1)).getByTestId('amend-save'));
      await settle();
    });
    expect(fakes.tradingApi.calls.filter((c) => c.method === 'amendOrder').map((c) => c.args)).toEqual([
      [{ orderId: '1', price: '59999.9', quantity: undefined }],
    ]);
    expect(screen.queryByTestId('amend-price')).toBeNull();
  });

  it('shows the exchange refusal of an amend next to the row', async () => {
    const { fakes } = await setup();
    fakes.tradingApi.failNext('amendOrder', {
      kind: 'refused',
      code: -1101,
      message: 'Not enough BTC: the order needs 0.05, 0.08 is available',
      status: 400,
    });
    fireEvent.click(within(row(2)).getByTestId('order-edit'));
    fireEvent.change(within(row(2)).getByTestId('amend-quantity'), { target: { value: '0.05' } });
    await act(async () => {
      fireEvent.click(within(row(2)).getByTestId('amend-save'));
      await settle();
    });
    expect(screen.getByTestId('amend-error')).toHaveTextContent('Not enough BTC: the order needs 0.05, 0.08 is available');
  });

  it('cancels one order, and says so', async () => {
    const { fakes } = await setup();
    await act(async () => {
      fireEvent.click(within(row(2)).getByTestId('order-cancel'));
      await settle();
    });
    expect(fakes.tradingApi.calls.filter((c) => c.method === 'cancelOrder').map((c) => c.args)).toEqual([['SPOT_BTC_USDT', '2']]);
    expect(fakes.toast.last()).toEqual({ kind: 'success', message: 'Cancel sent' });
  });

  it('shows a partial fill in its row, and each row keeps its own figures as orders arrive above it and leave', async () => {
    const { fakes, frame } = await setup();
    fakes.privateStream.pushReport({
      ...reportOf(1),
      price: '60000',
      quantity: '0.01',
      visible: '0.01',
      status: 'PARTIAL_FILLED',
      tradeId: '7',
      executedPrice: '60000',
      executedQuantity: '0.004',
      totalExecutedQuantity: '0.004',
      avgPrice: '60000',
    });
    await frame();
    const cells = (orderId: number) => [...row(orderId).querySelectorAll('td')].map((td) => td.textContent);
    // the price on the instrument's 0.1 tick, the sizes on its 0.0001 step, as on every other surface
    expect(cells(1).slice(4, 7)).toEqual(['60,000.0', '0.0100', '0.0040']);
    fakes.privateStream.pushReport({ ...reportOf(3), timestamp: 1_900_000_000_001 });
    await frame();
    expect(cells(3).slice(4, 7)).toEqual(['3,000.0', '1.0000', '0.0000']);
    expect(cells(1).slice(4, 7)).toEqual(['60,000.0', '0.0100', '0.0040']);
    fakes.privateStream.pushReport({
      ...reportOf(3),
      status: 'FILLED',
      tradeId: '8',
      executedPrice: '3000',
      executedQuantity: '1',
      totalExecutedQuantity: '1',
      avgPrice: '3000',
      timestamp: 1_900_000_000_002,
    });
    await frame();
    expect(screen.getByTestId('open-orders').querySelector('tr[data-row-key="3"]')).toBeNull();
    expect(cells(1).slice(4, 7)).toEqual(['60,000.0', '0.0100', '0.0040']);
    expect(cells(2).slice(4, 7)).toEqual(['61,000.0', '0.0200', '0.0000']);
  });

  it('filters the open orders to this symbol', async () => {
    const { fakes, frame } = await setup();
    fakes.privateStream.pushReport({ ...reportOf(3), symbol: 'SPOT_ETH_USDT' });
    await frame();
    expect(row(3)).not.toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'This symbol only' }));
    expect(screen.getByTestId('open-orders').querySelector('tr[data-row-key="3"]')).toBeNull();
    expect(row(1)).not.toBeNull();
  });
});

function reportOf(orderId: number) {
  return {
    msgType: 0,
    symbol: 'SPOT_BTC_USDT',
    clientOrderId: '0',
    orderId: String(orderId),
    type: 'LIMIT',
    side: 'BUY' as const,
    quantity: '1',
    price: '3000',
    tradeId: '0',
    executedPrice: '0',
    executedQuantity: '0',
    fee: '0',
    feeAsset: '',
    totalExecutedQuantity: '0',
    avgPrice: '0',
    status: 'NEW' as const,
    reason: '',
    totalFee: '0',
    visible: '1',
    timestamp: 1_900_000_000_000,
    reduceOnly: false,
    maker: false,
  };
}
