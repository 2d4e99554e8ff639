/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import type { Position } from '../../../../src/domain/trade/orders/account';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { IsolatedMarginButton } from '../../../../src/presentation/member-trading/account/isolated-margin-button';
import { MarketInfo } from '../../../../src/presentation/trade/market-info';
import { OrderForm } from '../../../../src/presentation/member-trading/order-form/order-form';
import { PerpFiguresStore } from '../../../../src/presentation/trade/perp-figures.store';
import { OrderFormStore } from '../../../../src/presentation/member-trading/order-form/order-form.store';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { FakeFormMarket, provideOrderFormFakes } from '../../../fakes/trade/order-form.fakes';
import { createTestContainer } from '../../../support/test-container';

function mount(container: Container, node: ReactNode) {
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>{node}</I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await settle();
  });

function perpForm(positionMode: 'ONE_WAY' | 'HEDGE_MODE') {
  const { container, fakes } = createTestContainer();
  fakes.tradePreferences.value = { ...fakes.tradePreferences.value, skipConfirm: ['MARKET'] };
  const form = provideOrderFormFakes(container);
  form.account.accountInfo = { ...form.account.accountInfo!, positionMode };
  const store = container.get(OrderFormStore);
  mount(container, <OrderForm store={store} market={new FakeFormMarket('PERP_BTC_USDT')} />);
  return { form, store };
}

describe('the perpetual order form: leverage and hedge mode', () => {
  it("opens the leverage modal with the marks up to the symbol's maximum and applies the typed leverage", async () => {
    perpForm('ONE_WAY');
    await flush();
    const button = screen.getByTestId('leverage-button');
    expect(button).toHaveTextContent('10x');
    fireEvent.click(button);
    const modal = await screen.findByTestId('leverage-modal');
    expect([...modal.querySelectorAll('.ant-slider-mark-text')].map((m) => m.textContent)).toEqual(['1x', '5x', '10x', '20x', '50x']);
    expect(within(modal).getByTestId('leverage-max')).toHaveTextContent('Up to 50x');
    fireEvent.change(within(modal).getByTestId('leverage-input'), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('leverage-apply'));
      await settle();
    });
    // confirmed first: the tiers allow 1,000,000 at 50x and 5,000,000 at 20x, so at 20x the largest position is 5,000,000 USDT
    expect(await screen.findByTestId('leverage-max-position')).toHaveTextContent('Maximum position at 20x: 5,000,000 USDT');
    expect(screen.getByTestId('leverage-button')).toHaveTextContent('10x');
    await act(async () => {
      fireEvent.click(screen.getByTestId('leverage-apply'));
      await settle();
    });
    await flush();
    expect(screen.getByTestId('leverage-button')).toHaveTextContent('20x');
  });

  it('in hedge mode offers Open long / Open short, and Close long / Close short when closing, sending the position side', async () => {
    const { form } = perpForm('HEDGE_MODE');
    await flush();
    const side = screen.getByTestId('order-side');
    expect(within(side).getByText('Open long')).toBeInTheDocument();
    expect(within(side).getByText('Open short')).toBeInTheDocument();
    expect(screen.getByTestId('order-submit')).toHaveTextContent('Open long');
    fireEvent.click(within(screen.getByTestId('order-hedge-intent')).getByText('Close'));
    expect(within(screen.getByTestId('order-side')).getByText('Close short')).toBeInTheDocument();
    expect(screen.getByTestId('order-submit')).toHaveTextContent('Close long');
    fireEvent.click(within(screen.getByTestId('order-side')).getByText('Close short'));
    expect(screen.getByTestId('order-submit')).toHaveTextContent('Close short');
    fireEvent.click(within(screen.getByTestId('order-kind')).getByText('Market'));
    fireEvent.change(screen.getByTestId('order-size'), { target: { value: '0.01' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('order-submit'));
      await settle();
    });
    expect(form.tradingApi.sent.at(-1)).toEqual(
      expect.objectContaining({ side: 'BUY', type: 'MARKET', quantity: '0.01', positionSide: 'SHORT' }),
    );
  });
});

describe('IsolatedMarginButton', () => {
  const position: Position = {
    symbol: 'PERP_BTC_USDT',
    holding: '0.1',
    pendingLongQty: '0',
    pendingShortQty: '0',
    averageOpenPrice: '50000',
    markPrice: '50000',
    estLiqPrice: '0',
    pnl24H: '0',
    fee24H: '0',
    settlePrice: '0',
    marginMode: 'ISOLATED',
    leverage: 10,
    timestamp: 1,
    positionSide: 'BOTH',
    isolatedMarginAmount: '900',
  };
  const row = { key: 'PERP_BTC_USDT', position };

  it('shows the most that can be removed and refuses a reduction above it without calling the exchange', async () => {
    const { container, fakes } = createTestContainer();
    mount(container, <IsolatedMarginButton row={row} />);
    fireEvent.click(screen.getByTestId('isolated-margin'));
    const modal = await screen.findByTestId('isolated-margin-modal');
    // 900 USDT set aside, 0.1 × 50,000 ÷ 10 = 500 needed at the mark: 400 can come out.
    expect(within(modal).getByTestId('isolated-margin-max')).toHaveTextContent('400.00 USDT');
    fireEvent.click(within(modal).getByText('Reduce margin'));
    fireEvent.change(within(modal).getByTestId('isolated-margin-amount'), { target: { value: '400.01' } });
    await act(async () => {
      fireEvent.click(within(modal).getAllByRole('button', { name: 'Reduce margin' }).at(-1)!);
      await settle();
    });
    expect(await screen.findByTestId('isolated-margin-refusal')).toHaveTextContent('At most 400.00 USDT can be removed.');
    expect(fakes.tradingApi.count('adjustIsolatedMargin')).toBe(0);
  });

  it('is not shown for a cross position', () => {
    const { container } = createTestContainer();
    mount(container, <IsolatedMarginButton row={{ ...row, position: { ...position, marginMode: 'CROSS' } }} />);
    expect(screen.queryByTestId('isolated-margin')).toBeNull();
  });
});

describe('MarketInfo of a perpetual', () => {
  it('shows the futures multiplier and the insurance fund', async () => {
    const { container } = createTestContainer();
    mount(container, <MarketInfo symbol="PERP_BTC_USDT" perp={container.get(PerpFiguresStore)} />);
    await flush();
    expect(screen.getByTestId('info-multiplier')).toHaveTextContent('1');
    expect(screen.getByTestId('info-insurance-fund')).toHaveTextContent('125,000.50 USDT');
    expect(screen.getByText('Insurance fund')).toBeInTheDocument();
  });
});
