/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { BottomPanel } from '../../../../src/presentation/trade/account/bottom-panel';
import { OrderBookStore } from '../../../../src/presentation/trade/order-book.store';
import { TradeFreshnessStore } from '../../../../src/presentation/trade/trade-freshness.store';
import { TradeStatusBanner } from '../../../../src/presentation/trade/trade-status-banner';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { createTestContainer } from '../../../support/test-container';

function setup() {
  const { container, fakes } = createTestContainer();
  const mount = (node: React.ReactNode) =>
    render(
      <MemoryRouter>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>{node}</I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
  const frame = async () => {
    await act(async () => {
      await settle();
      fakes.frames.flush();
      await settle();
    });
  };
  return { container, fakes, mount, frame };
}

describe('BottomPanel', () => {
  it('collapses, resizes by keyboard and remembers both on the device', async () => {
    const { fakes, mount } = setup();
    mount(<BottomPanel symbol="SPOT_BTC_USDT" />);
    expect(screen.getByTestId('bottom-panel')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByText('Log in to see your orders and positions')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('bottom-resize'), { key: 'ArrowUp' });
    // 220 px by default, + 20 per ArrowUp
    expect(fakes.tradePreferences.value.bottomPanel).toEqual({ collapsed: false, height: 240 });
    fireEvent.click(screen.getByTestId('bottom-toggle'));
    expect(screen.getByTestId('bottom-panel')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('bottom-resize')).toBeNull();
    expect(fakes.tradePreferences.value.bottomPanel).toEqual({ collapsed: true, height: 240 });
  });
});

describe('TradeStatusBanner', () => {
  it('stays hidden while live, warns when the socket drops after the data was live, recovers by itself', async () => {
    const { container, fakes, mount, frame } = setup();
    const book = container.get(OrderBookStore);
    book.start('SPOT_BTC_USDT');
    const freshness = container.get(TradeFreshnessStore);
    freshness.start(book);
    mount(<TradeStatusBanner freshness={freshness} />);
    await frame();
    act(() => fakes.streamConnection.set('open'));
    fakes.publicMarketApi.answerSnapshot({ ts: 10, bids: [{ price: '100', quantity: '1' }], asks: [{ price: '101', quantity: '1' }] });
    await frame();
    expect(screen.getByTestId('trade-data-state')).toHaveAttribute('data-state', 'live');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fakes.streamConnection.set('closed'));
    expect(screen.getByTestId('trade-data-state')).toHaveAttribute('data-state', 'stale');
    expect(screen.getByText(/Connection lost/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Reconnect now'));
    expect(fakes.streamConnection.reconnects).toBe(1);
    act(() => fakes.streamConnection.set('open'));
    expect(screen.getByTestId('trade-data-state')).toHaveAttribute('data-state', 'live');
    freshness.dispose();
    book.dispose();
  });

  it('shows the maintenance message from systemInfo', async () => {
    const { container, fakes, mount, frame } = setup();
    fakes.publicMarketApi.status = { maintenance: true, message: 'Upgrading the matching engine.', estimatedEndTime: undefined };
    const book = container.get(OrderBookStore);
    const freshness = container.get(TradeFreshnessStore);
    freshness.start(book);
    mount(<TradeStatusBanner freshness={freshness} />);
    await frame();
    expect(screen.getByTestId('trade-data-state')).toHaveAttribute('data-state', 'maintenance');
    expect(screen.getByText('The exchange is under maintenance')).toBeInTheDocument();
    expect(screen.getByText('Upgrading the matching engine.')).toBeInTheDocument();
    freshness.dispose();
  });
});
