/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { observable, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionState } from '../../../../src/application/session/session-state';
import type { AlgoOrderRow } from '../../../../src/domain/trade/algo/algo-order';
import type { Order } from '../../../../src/domain/trade/orders/order';
import { loaded } from '../../../../src/domain/shared/loadable';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { MarketReferenceStore } from '../../../../src/presentation/markets/market-reference.store';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import type { AlgoOrdersStore } from '../../../../src/presentation/member-trading/account/algo-orders.store';
import { drawOwnOrders, MAX_ORDER_LINES } from '../../../../src/presentation/member-trading/account/chart-own-orders';
import OwnOrdersOnMarket from '../../../../src/presentation/member-trading/account/own-orders-on-market';
import { OrderBookPanel } from '../../../../src/presentation/trade/order-book-panel';
import { OwnOrdersSlot, type OwnOrdersChart } from '../../../../src/presentation/trade/own-orders-slot';
import { anAccount } from '../../../fakes/fake-account-api';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { orderRow } from '../../../fakes/trade/fake-trading-api';
import { createTestContainer } from '../../../support/test-container';

// The chart library ships ESM only, which jest (CommonJS) does not resolve; the lines need its LineStyle enum alone.
jest.mock('lightweight-charts', () => ({ LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 } }), { virtual: true });

const S = 'SPOT_BTC_USDT';
const BTC = {
  symbol: S,
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
const levels = (prices: number[]) => prices.map((p) => ({ price: p.toFixed(1), quantity: '1' }));

describe("own orders on the market's views (the member's chunk fills the slot the book reads)", () => {
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 268 }));
  afterAll(() => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  });

  it("marks no level while the slot is empty; marks the member's levels once OwnOrdersOnMarket fills it; none once it is gone", async () => {
    const { container, fakes } = createTestContainer();
    fakes.tradingApi.orderRows = [orderRow({ orderId: '1', symbol: S, side: 'BUY', price: '99.8', quantity: '0.01' })];
    container.get(MarketReferenceStore).set(loaded({ instruments: new Map([[S, BTC]]), names: new Map() }));
    container.get(SessionState).loggedIn(anAccount());
    container.get(SessionStore).set({ status: 'loggedIn', account: anAccount() });
    const frame = () =>
      act(async () => {
        await settle();
        fakes.frames.flush();
        await settle();
      });
    const page = (member: boolean): ReactNode => (
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
          {member && <OwnOrdersOnMarket />}
          <OrderBookPanel symbol={S} />
        </I18nextProvider>
      </ContainerProvider>
    );
    const view = render(page(false));
    await frame();
    fakes.publicMarketApi.answerSnapshot({ ts: 100, bids: levels([99.9, 99.8, 99.7]), asks: levels([100.1, 100.2, 100.3]) });
    await frame();
    const own = () =>
      within(screen.getByTestId('order-book-bids'))
        .getAllByRole('button')
        .filter((b) => b.dataset.own === 'true')
        .map((b) => b.dataset.price);
    expect(own()).toEqual([]);
    expect(container.get(OwnOrdersSlot).source).toBeUndefined();

    view.rerender(page(true));
    await frame();
    await frame();
    expect(container.get(OwnOrdersSlot).source).toBeDefined();
    expect(own()).toEqual(['99.8']);

    view.rerender(page(false));
    await frame();
    expect(container.get(OwnOrdersSlot).source).toBeUndefined();
    expect(own()).toEqual([]);
  });
});

/** A chart series that records its price lines. */
function fakeChart(symbol = S) {
  const lines = new Set<{ price: number; title: string }>();
  const series = {
    createPriceLine: (options: { price: number; title: string }) => {
      const line = { price: options.price, title: options.title, applyOptions: () => undefined };
      lines.add(line);
      return line;
    },
    removePriceLine: (line: { price: number; title: string }) => lines.delete(line),
    coordinateToPrice: () => null,
    priceToCoordinate: () => null,
  };
  const element = document.createElement('div');
  const target: OwnOrdersChart = {
    chart: { applyOptions: () => undefined } as unknown as IChartApi,
    series: series as unknown as ISeriesApi<SeriesType>,
    element,
    symbol: observable.box(symbol),
    decimals: 1,
    colors: { up: 'green', down: 'red', takeProfit: 'g', stopLoss: 'r', other: 'o' },
  };
  return { lines, element, target };
}

const trigger = (algoOrderId: string, algoType: string, triggerPrice: string) =>
  ({ algoOrderId, symbol: S, algoType, triggerPrice, quantity: '0.01' }) as AlgoOrderRow;

describe("drawOwnOrders: the member's lines on the candle chart", () => {
  it("draws the symbol's open orders and waiting triggers, follows them, and removes every line on cleanup", () => {
    const orders = observable.box<readonly Order[]>([
      orderRow({ orderId: '1', symbol: S, side: 'BUY', price: '60000', quantity: '0.01' }),
      orderRow({ orderId: '2', symbol: 'PERP_ETH_USDT', side: 'SELL', price: '3000', quantity: '1' }),
    ]);
    const rows = observable.box<readonly AlgoOrderRow[]>([trigger('7', 'TAKE_PROFIT', '65000'), trigger('8', 'STOP_LOSS', '55000')]);
    const algos = {
      waitingOn: (symbol: string) => rows.get().filter((r) => r.symbol === symbol),
      amend: async () => undefined,
    } as unknown as AlgoOrdersStore;
    const { lines, element, target } = fakeChart();
    const stop = drawOwnOrders(target, {
      orders: () => orders.get(),
      algos,
      orderLabel: (side, quantity) => `${side} ${quantity}`,
      algoLabel: (r) => r.algoType,
      refused: () => undefined,
    });
    expect(element.dataset.orderLines).toBe('1');
    expect(element.dataset.triggerLines).toBe('2');
    expect([...lines].map((l) => `${l.title}@${l.price}`).sort()).toEqual(['BUY 0.01@60000', 'STOP_LOSS@55000', 'TAKE_PROFIT@65000']);

    runInAction(() => orders.set([]));
    expect(element.dataset.orderLines).toBe('0');
    expect(lines.size).toBe(2);

    runInAction(() =>
      orders.set(
        Array.from({ length: MAX_ORDER_LINES + 5 }, (_, i) =>
          orderRow({ orderId: '10' + i, symbol: S, price: String(50000 + i), quantity: '1' }),
        ),
      ),
    );
    expect(element.dataset.orderLines).toBe(String(MAX_ORDER_LINES));

    stop();
    expect(lines.size).toBe(0);
    expect(element.dataset.orderLines).toBeUndefined();
    expect(element.dataset.triggerLines).toBeUndefined();
  });
});
