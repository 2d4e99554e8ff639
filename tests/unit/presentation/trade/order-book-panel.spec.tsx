/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { OrderBookPanel } from '../../../../src/presentation/trade/order-book-panel';
import type { PricePick } from '../../../../src/presentation/trade/price-pick-bus';
import { RecentTradesPanel } from '../../../../src/presentation/trade/recent-trades-panel';
import { FakePublicMarketApi, settle } from '../../../fakes/trade/fake-market-depth';
import { createTestContainer } from '../../../support/test-container';

const S = 'SPOT_BTC_USDT';

function setup(children: (picks: PricePick[]) => React.ReactNode, prepare: (api: FakePublicMarketApi) => void = () => {}) {
  const { container, fakes } = createTestContainer();
  const { marketDepthFeed: feed, publicMarketApi: api } = fakes;
  prepare(api);
  const picks: PricePick[] = [];
  const i18n = container.get<I18n>(I18nInstance);
  const view = render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>{children(picks)}</I18nextProvider>
    </ContainerProvider>,
  );
  const frame = async () => {
    await act(async () => {
      await settle();
      fakes.frames.flush();
    });
  };
  return { feed, api, picks, view, frame, i18n };
}

const levels = (prices: number[], qty = '1') => prices.map((p) => ({ price: p.toFixed(1), quantity: qty }));

describe('OrderBookPanel', () => {
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const Observer = globalThis.ResizeObserver;
  beforeAll(() => {
    // the book body is 268 px high: (268 − 28 spread) / 20 px / 2 sides = 6 rows a side
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 268 });
    // As a browser does, the observer reports an observed element's size once laid out (the panel measures then).
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => this.callback([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    globalThis.ResizeObserver = Observer;
  });

  it('shows the book once synced: rows by the panel height, spread, grouping, picks and flashes', async () => {
    const { api, feed, picks, frame } = setup((picks) => <OrderBookPanel symbol={S} onPricePicked={(p) => picks.push(p)} />);
    await frame();
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-status', 'syncing');
    expect(screen.getByTestId('order-book-syncing')).toBeInTheDocument();
    api.answerSnapshot({
      ts: 100,
      bids: levels([99.9, 99.8, 99.7, 99.6, 99.5, 99.4, 99.3, 99.2]),
      asks: levels([100.1, 100.2, 100.3, 100.4, 100.5, 100.6, 100.7, 100.8]),
    });
    await frame();
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-status', 'live');
    const bids = within(screen.getByTestId('order-book-bids')).getAllByRole('button');
    const asks = within(screen.getByTestId('order-book-asks')).getAllByRole('button');
    expect(bids).toHaveLength(6);
    expect(asks).toHaveLength(6);
    // asks are drawn best-last, next to the spread row; bids best-first below it
    expect(asks.map((r) => r.getAttribute('data-price'))).toEqual(['100.6', '100.5', '100.4', '100.3', '100.2', '100.1']);
    expect(bids[0]).toHaveAttribute('data-price', '99.9');
    expect(screen.getByTestId('order-book-spread')).toHaveTextContent('0.2 (0.200%)');
    // size and running total in base with the step's decimals (step unknown → 4)
    expect(bids[1]).toHaveTextContent('99.81.00002.0000');

    fireEvent.click(bids[1]);
    expect(picks).toEqual([{ symbol: S, price: '99.8', side: 'bid' }]);

    feed.pushDelta(S, { ts: 110, prevTs: 100, bids: [{ price: '99.9', quantity: '3' }], asks: [] });
    await frame();
    const best = within(screen.getByTestId('order-book-bids')).getAllByRole('button')[0];
    expect(best).toHaveTextContent('99.93.0000');
    expect(best.className).toMatch(/ob-flash-[ab]/);

    fireEvent.click(screen.getByRole('button', { name: 'Coarser price grouping' }));
    expect(screen.getByTestId('order-book-step')).toHaveTextContent('1');
    expect(within(screen.getByTestId('order-book-bids')).getAllByRole('button')[0]).toHaveAttribute('data-price', '99');

    feed.pushDelta(S, { ts: 130, prevTs: 120, bids: [], asks: [] });
    await frame();
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-status', 'syncing');
    expect(api.snapshotRequests).toHaveLength(2);
  });
});

describe('RecentTradesPanel', () => {
  it('renders no levels while on a tab not shown, keeps following the book, and shows it live once shown', async () => {
    let show: (shown: boolean) => void = () => {};
    function PhoneBook() {
      const [shown, setShown] = useState(false);
      show = setShown;
      return <OrderBookPanel symbol={S} hidden={!shown} />;
    }
    const { api, frame } = setup(() => <PhoneBook />);
    await frame();
    api.answerSnapshot({ ts: 100, bids: levels([99.9, 99.8]), asks: levels([100.1, 100.2]) });
    await frame();
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-status', 'live');
    expect(screen.queryByTestId('order-book-bids')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-book-asks')).not.toBeInTheDocument();
    act(() => show(true));
    await frame();
    expect(
      within(screen.getByTestId('order-book-bids'))
        .getAllByRole('button')
        .map((r) => r.getAttribute('data-price')),
    ).toEqual(['99.9', '99.8']);
    expect(within(screen.getByTestId('order-book-asks')).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the history, then the prints on top, coloured by side', async () => {
    const { feed, frame } = setup(
      () => <RecentTradesPanel symbol={S} />,
      (api) => {
        api.trades = [
          { symbol: S, price: '65000.1', size: '0.01', side: 'BUY', ts: Date.UTC(2026, 0, 1, 9, 0, 2) },
          { symbol: S, price: '65000', size: '0.2', side: 'SELL', ts: Date.UTC(2026, 0, 1, 9, 0, 1) },
        ];
      },
    );
    await frame();
    await frame();
    feed.pushTrade({ symbol: S, price: '65001.5', size: '0.5', side: 'SELL', ts: Date.UTC(2026, 0, 1, 9, 0, 3) });
    await frame();
    const rows = within(screen.getByTestId('recent-trades-rows'))
      .getAllByText(/^65,00/)
      .map((cell) => cell.parentElement!);
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['SELL', 'BUY', 'SELL']);
    // the language's grouping; without the instrument's ticks, each value keeps its own decimals
    expect(rows[0]).toHaveTextContent('65,001.5');
    expect(rows[0]).toHaveTextContent('0.5');
    expect(rows[2]).toHaveTextContent('65,000');
  });

  it('formats prices and sizes in the current language (Russian: narrow spaces, decimal comma)', async () => {
    const { feed, frame, i18n } = setup(() => <RecentTradesPanel symbol={S} />);
    await frame();
    feed.pushTrade({ symbol: S, price: '65001.5', size: '1234.25', side: 'BUY', ts: Date.UTC(2026, 0, 1, 9, 0, 3) });
    await frame();
    const row = () => within(screen.getByTestId('recent-trades-rows')).getByText(/^65/).parentElement!;
    expect(row()).toHaveTextContent('65,001.51,234.25');
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    // Intl's Russian grouping is a no-break space (U+00A0), the decimal mark a comma
    expect(row().textContent).toContain('65\u00a0001,51\u00a0234,25');
  });
});
