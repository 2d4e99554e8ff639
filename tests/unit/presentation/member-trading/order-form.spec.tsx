/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { reaction } from 'mobx';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { OrderForm } from '../../../../src/presentation/member-trading/order-form/order-form';
import { OrderFormStore } from '../../../../src/presentation/member-trading/order-form/order-form.store';
import { PricePickBus } from '../../../../src/presentation/trade/price-pick-bus';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { FakeFormMarket, provideOrderFormFakes } from '../../../fakes/trade/order-form.fakes';
import { createTestContainer } from '../../../support/test-container';

function setup(skipConfirm: ('LIMIT' | 'MARKET')[] = []) {
  const { container, fakes } = createTestContainer();
  fakes.tradePreferences.value = { ...fakes.tradePreferences.value, skipConfirm };
  const form = provideOrderFormFakes(container);
  const store = container.get(OrderFormStore);
  const market = new FakeFormMarket('SPOT_BTC_USDT');
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
          <OrderForm store={store} market={market} />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByTestId('order-submit'));
      await settle();
    });
  };
  return { container, fakes, form, store, market, type, submit };
}

describe('OrderForm', () => {
  it('labels its inputs', () => {
    setup();
    expect(screen.getByLabelText('Price')).toBe(screen.getByTestId('order-price'));
    expect(screen.getByLabelText('Size')).toBe(screen.getByTestId('order-size'));
  });

  it("shows the exchange's refusal next to the field it is about", async () => {
    const { form, type, submit } = setup(['LIMIT']);
    form.tradingApi.script = [{ kind: 'refuse', code: -1105, message: 'Price is 10% too high from the mid price' }];
    type('order-price', '30000');
    type('order-size', '0.01');
    await submit();
    const refusal = await screen.findByTestId('refusal-price');
    expect(refusal).toHaveTextContent('Price is 10% too high from the mid price');
    expect(refusal).toHaveAttribute('data-code', '-1105');
    expect(screen.queryByTestId('refusal-size')).toBeNull();
    type('order-price', '29990');
    expect(screen.queryByTestId('refusal-price')).toBeNull();
  });

  it("shows a client refusal with the server's message and sends nothing", async () => {
    const { form, type, submit } = setup(['LIMIT']);
    type('order-price', '30000');
    type('order-size', '1');
    // the domain's refusal, its numbers in the language's format
    expect(screen.getByTestId('refusal-size')).toHaveTextContent('Not enough USDT: the order needs 30,000, 10,000 is available');
    await submit();
    expect(form.tradingApi.sent).toHaveLength(0);
    type('order-size', '0.0001');
    expect(screen.getByTestId('refusal-total')).toHaveTextContent('Order value must be at least 10');
  });

  it('asks for confirmation; "Don\'t ask again" turns it off for that order type on this device', async () => {
    const { fakes, form, type, submit } = setup();
    type('order-price', '30000');
    type('order-size', '0.01');
    await submit();
    expect(await screen.findByTestId('confirm-details')).toHaveTextContent('0.0100 BTC');
    expect(form.tradingApi.sent).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-dont-ask'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await settle();
    });
    expect(form.tradingApi.sent).toEqual([expect.objectContaining({ type: 'LIMIT', price: '30000', quantity: '0.01' })]);
    expect(fakes.tradePreferences.value.skipConfirm).toEqual(['LIMIT']);
    expect(await screen.findByTestId('order-notice')).toHaveAttribute('data-kind', 'placed');
    type('order-size', '0.02');
    await submit();
    expect(form.tradingApi.sent).toHaveLength(2);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { form, store, type, submit } = setup();
    type('order-price', '30000');
    type('order-size', '0.01');
    await submit();
    expect(store.submission.confirming).toBeDefined();
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    expect(store.submission.confirming).toBeUndefined();
    expect(form.tradingApi.sent).toHaveLength(0);
  });

  it('is pending until the answer: the button is disabled and a double click places one order', async () => {
    const { form, type, submit } = setup(['LIMIT']);
    form.tradingApi.script = [{ kind: 'hang' }];
    type('order-price', '30000');
    type('order-size', '0.01');
    await submit();
    expect(screen.getByTestId('order-submit')).toBeDisabled();
    expect(screen.getByTestId('order-pending')).toHaveTextContent('Waiting for the exchange…');
    await submit();
    expect(form.tradingApi.sent).toHaveLength(1);
  });

  it('says so when the exchange has not answered after 10 s, and what the lookup found', async () => {
    const { fakes, form, type, submit } = setup(['LIMIT']);
    form.tradingApi.script = [{ kind: 'hang' }];
    type('order-price', '30000');
    type('order-size', '0.01');
    await submit();
    await act(async () => {
      fakes.clock.advance(10_000);
      await settle();
    });
    expect(screen.getByTestId('order-notice')).toHaveTextContent('No answer in time, and the order was not placed. You can try again.');
    expect(screen.getByTestId('order-submit')).not.toBeDisabled();
  });

  it('steps the price by the tick with the arrow keys, takes Mid and a book click', () => {
    const { container, type } = setup();
    type('order-price', '30000');
    fireEvent.keyDown(screen.getByTestId('order-price'), { key: 'ArrowUp' });
    expect(screen.getByTestId('order-price')).toHaveValue('30000.1');
    fireEvent.keyDown(screen.getByTestId('order-price'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByTestId('order-price'), { key: 'ArrowDown' });
    expect(screen.getByTestId('order-price')).toHaveValue('29999.9');
    fireEvent.click(screen.getByTestId('order-mid'));
    expect(screen.getByTestId('order-price')).toHaveValue('30000');
    act(() => container.get(PricePickBus).emit({ symbol: 'SPOT_BTC_USDT', price: '29950.5', side: 'bid' }));
    expect(screen.getByTestId('order-price')).toHaveValue('29950.5');
  });

  it('sizes by a share of what is available: 50 % of 10000 USDT at 30000 = 0.1666… → 0.1666', () => {
    const { type } = setup();
    type('order-price', '30000');
    fireEvent.click(screen.getByTestId('order-pct-50'));
    expect(screen.getByTestId('order-size')).toHaveValue('0.1666');
    expect(screen.getByTestId('summary-value')).toHaveTextContent('4,998.00 USDT');
  });

  it('a book frame or a balance message that leaves the summary as it was does not render it again', () => {
    const { form, market, store, type } = setup();
    type('order-price', '30000');
    type('order-size', '0.1');
    const seen: unknown[] = [];
    const stop = reaction(
      () => store.summary,
      (summary) => seen.push(summary),
    );
    const before = store.summary;
    // the book moves (every frame of a live market) and a fill moves the balance: the limit buy's value and fee stay
    act(() => {
      market.setBook([{ price: '29990', quantity: '2' }], [{ price: '30020', quantity: '1.5' }]);
      form.account.setAvailable('USDT', '9000');
    });
    expect(store.summary).toBe(before);
    expect(seen).toEqual([]);
    // a new price does change it: 0.1 × 30010 = 3,001.00
    type('order-price', '30010');
    expect(seen).toHaveLength(1);
    expect(screen.getByTestId('summary-value')).toHaveTextContent('3,001.00 USDT');
    stop();
  });
});
