/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { OrderForm } from '../../../../src/presentation/member-trading/order-form/order-form';
import { OrderFormStore } from '../../../../src/presentation/member-trading/order-form/order-form.store';
import { FakeFormMarket, provideOrderFormFakes } from '../../../fakes/trade/order-form.fakes';
import { createTestContainer } from '../../../support/test-container';

function setup(borrowable: ((token: string) => string | undefined) | undefined) {
  const { container } = createTestContainer();
  provideOrderFormFakes(container);
  const store = container.get(OrderFormStore);
  const market = new FakeFormMarket('SPOT_BTC_USDT');
  if (borrowable) Object.assign(market, { borrowable });
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
          <OrderForm store={store} market={market} />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  const type = (testId: string, value: string) =>
    act(() => {
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    });
  return { store, type };
}

describe('order form with spot margin', () => {
  it('shows no Borrow row while spot margin is off', () => {
    setup(undefined);
    expect(screen.queryByTestId('summary-borrow')).toBeNull();
  });

  it('shows what a buy above the holding would borrow, and counts the max margin as available', () => {
    // 10,000 USDT available + 20,000 borrowable
    const { store, type } = setup((token) => (token === 'USDT' ? '20000' : '0.4'));
    type('order-price', '30000');
    type('order-size', '0.5');
    // 0.5 × 30,000 = 15,000: 5,000 beyond the 10,000 held
    expect(screen.getByTestId('summary-borrow')).toHaveTextContent('5,000.00 USDT');
    expect(store.clientRefusal).toBeUndefined();
    type('order-size', '1.1');
    // 33,000 > 10,000 + 20,000
    expect(store.clientRefusal?.code).toBe(-1101);
    expect(store.clientRefusal?.refusal).toEqual({
      code: 'order.insufficient',
      params: { asset: 'USDT', required: { decimal: '33000' }, available: { decimal: '30000' } },
    });
  });
});
