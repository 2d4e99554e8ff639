/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SessionState } from '../../../../src/application/session/session-state';
import { loaded } from '../../../../src/domain/shared/loadable';
import type { Position } from '../../../../src/domain/trade/orders/account';
import type { OrderRequest } from '../../../../src/domain/trade/orders/order';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { MarketReferenceStore } from '../../../../src/presentation/markets/market-reference.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { PositionsTable } from '../../../../src/presentation/member-trading/account/positions-table';
import { TradingAccountStore } from '../../../../src/presentation/member-trading/account/trading-account.store';
import { anAccount } from '../../../fakes/fake-account-api';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { createTestContainer } from '../../../support/test-container';

const rules = (symbol: string) => ({
  symbol,
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '0.1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '1',
  priceRange: '0.1',
  isStable: false,
});

function position(symbol: string, holding: string, entry: string, mark: string): Position {
  return {
    symbol,
    holding,
    averageOpenPrice: entry,
    markPrice: mark,
    pendingLongQty: '0',
    pendingShortQty: '0',
    estLiqPrice: '0',
    pnl24H: '0',
    fee24H: '0',
    settlePrice: entry,
    marginMode: 'CROSS',
    leverage: 10,
    timestamp: 1,
  };
}

async function setup() {
  const { container, fakes } = createTestContainer();
  fakes.tradingApi.positionRows = [position('PERP_BTC_USDT', '0.5', '60000', '62000'), position('PERP_ETH_USDT', '-2', '3000', '3150')];
  container.get(MarketReferenceStore).set(
    loaded({
      instruments: new Map(['PERP_BTC_USDT', 'PERP_ETH_USDT'].map((s) => [s, rules(s)])),
      names: new Map(),
    }),
  );
  container.get(SessionState).loggedIn(anAccount());
  container.get(TradingAccountStore).start();
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
          <PositionsTable symbol="PERP_BTC_USDT" height={300} />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  await act(async () => {
    await settle();
    fakes.frames.flush();
    await settle();
  });
  // The orders as sent, without their (random) clientOrderId.
  const sent = () =>
    fakes.tradingApi.calls
      .filter((c) => c.method === 'placeOrder')
      .map((c) => Object.fromEntries(Object.entries(c.args[0] as OrderRequest).filter(([key]) => key !== 'clientOrderId')));
  return { fakes, sent };
}

/** The input of a test id (antd puts it on the input, or on a wrapper when the field has an addon). */
const input = (id: string) => (screen.getByTestId(id).querySelector('input') ?? screen.getByTestId(id)) as HTMLInputElement;
const btcRow = () => screen.getByTestId('positions').querySelector('tr[data-row-key="PERP_BTC_USDT"]') as HTMLElement;

describe("the positions tab's actions", () => {
  it('keeps each row actions fixed at the right edge while the figures scroll', async () => {
    await setup();
    const cells = within(btcRow()).getAllByRole('cell');
    const actions = cells.at(-1)!;
    // antd's fixed column: the last cell, pinned to the end, holding close, TP/SL, reverse and share
    expect(actions).toHaveClass('ant-table-cell-fix-end');
    expect(within(actions).getByTestId('position-close')).toBeInTheDocument();
    expect(within(actions).getByTestId('position-share')).toBeInTheDocument();
    expect(cells.slice(0, -1).filter((c) => c.classList.contains('ant-table-cell-fix-end'))).toEqual([]);
  });

  it('close 50 % fills the size (rounded down) and sends one reduce-only market sell', async () => {
    const { sent } = await setup();
    fireEvent.click(within(btcRow()).getByTestId('position-close'));
    fireEvent.click(await screen.findByTestId('close-50'));
    expect(input('close-quantity')).toHaveValue('0.25');
    await act(async () => {
      fireEvent.click(screen.getByTestId('close-submit'));
      await settle();
    });
    expect(sent()).toEqual([{ symbol: 'PERP_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '0.25', reduceOnly: true }]);
  });

  it("a refused close shows the exchange's message and keeps the typed size", async () => {
    const { fakes } = await setup();
    fakes.tradingApi.failNext('placeOrder', {
      kind: 'refused',
      code: -1103,
      message: 'Price must be a multiple of the tick size 0.1',
      status: 400,
    });
    fireEvent.click(within(btcRow()).getByTestId('position-close'));
    fireEvent.click(await screen.findByText('Limit'));
    expect(input('close-price')).toHaveValue('62000');
    fireEvent.change(input('close-price'), { target: { value: '61000.05' } });
    fireEvent.change(input('close-quantity'), { target: { value: '0.3' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('close-submit'));
      await settle();
    });
    expect(screen.getByTestId('close-refusal')).toHaveTextContent('Price must be a multiple of the tick size 0.1');
    expect(input('close-quantity')).toHaveValue('0.3');
  });

  it('close all losing lists what will be closed before anything is sent', async () => {
    const { sent } = await setup();
    fireEvent.click(screen.getByTestId('close-all'));
    fireEvent.click(await screen.findByTestId('close-all-losing'));
    const lines = await screen.findByTestId('close-all-lines');
    expect(lines).toHaveTextContent('ETH-PERP · -2.0000 · -300.00');
    expect(lines).not.toHaveTextContent('BTC-PERP');
    expect(sent()).toEqual([]);
  });
});
