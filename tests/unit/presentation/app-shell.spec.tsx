/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, screen } from '@testing-library/react';
import { PRODUCT_SPOT_SYMBOL } from '../../../src/domain/market/market-symbol';
import { aTicker } from '../../fakes/market/fake-market-feed';
import { renderApp } from '../../support/render-app';
import { createTestContainer } from '../../support/test-container';

describe('app shell', () => {
  it('shows the 404 page for an unknown route, inside the header and footer', async () => {
    const { container } = createTestContainer();
    renderApp(container, '/no-such-page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found');
    expect(await screen.findByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('renders a shell route with its translated title', async () => {
    const { container } = createTestContainer();
    renderApp(container, '/markets/funding-rate');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Funding rates');
    expect(document.title).toBe('Funding rates | WOO X');
  });

  it('shows the live WOO/USDT ticker on the home page and opens the market socket', async () => {
    const { container, fakes } = createTestContainer();
    renderApp(container, '/');
    expect(await screen.findByTestId('woo-last-price')).toHaveTextContent('--');
    expect(fakes.streamConnection.status()).toBe('connecting');
    act(() => {
      fakes.marketFeed.pushSymbolTicker(aTicker(PRODUCT_SPOT_SYMBOL, '0.08', '0.0912345'), 1);
      fakes.frames.flush();
    });
    expect(screen.getByTestId('woo-last-price')).toHaveTextContent('0.0912');
    expect(screen.getByTestId('woo-change')).toHaveTextContent('+14.04%');
  });

  it('offers Reconnect on the badge when the stream is offline', async () => {
    const { container, fakes } = createTestContainer();
    renderApp(container, '/team');
    await screen.findByTestId('page-title');
    act(() => fakes.streamConnection.set('offline'));
    expect(screen.getByTestId('connection-badge')).toHaveAttribute('data-status', 'offline');
    act(() => screen.getByTestId('reconnect').click());
    expect(fakes.streamConnection.reconnects).toBe(1);
  });
});
