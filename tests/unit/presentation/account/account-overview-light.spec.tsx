/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { TickerStateStore } from '../../../../src/presentation/market/ticker-state.store';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { renderApp } from '../../../support/render-app';
import { createTestContainer, signInAda } from '../../../support/test-container';

/**
 * /account is light from the frame to the cards (docs/adr/0012-app-pages-speed.md): the placeholder paints first, the view
 * follows with the session, and no antd component is on the page at any time.
 */
describe('the account overview, built from the light kit', () => {
  async function open() {
    const built = createTestContainer();
    signInAda(built.fakes);
    const tickers = built.container.get(TickerStateStore).tickers;
    runInAction(() => {
      tickers.set('SPOT_BTC_USDT', { symbol: 'SPOT_BTC_USDT', close: '60000' });
      tickers.set('SPOT_ETH_USDT', { symbol: 'SPOT_ETH_USDT', close: '3000' });
    });
    await act(() => built.container.get(SessionStore).start());
    const rendered = renderApp(built.container, '/account');
    // the trading account's balances land in an animation frame
    await waitFor(() => {
      act(() => built.fakes.frames.flush());
      expect(screen.getByTestId('overview-total')).toBeInTheDocument();
    });
    return { ...built, ...rendered };
  }
  const antdOnPage = () => document.querySelector('[class^="ant-"], [class*=" ant-"]');

  it('shows who Ada is, her security level, identity, fee rates and what is left to do, with no antd on the page', async () => {
    await open();
    expect(await screen.findByTestId('account-frame')).toBeInTheDocument();
    expect(screen.getByTestId('account-menu-account')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('overview-name')).toHaveTextContent('ada');
    expect(screen.getByTestId('overview-user-id')).toHaveTextContent('10001');
    expect(screen.getByTestId('overview-kind')).toHaveTextContent('Main account');
    // the fake exchange: no security item set, KYC not started, fees of 2 and 5 basis points (0.02 % and 0.05 %)
    const security = await screen.findByTestId('overview-security');
    expect(security).toHaveTextContent('Low');
    expect(security).toHaveTextContent('Missing: 2FA, anti-phishing code, trade password, withdraw password');
    expect(screen.getByTestId('overview-kyc')).toHaveTextContent('Not verified');
    expect(screen.getByTestId('overview-fees')).toHaveTextContent('Maker 0.02% · Taker 0.05%');
    // 10,000 USDT + 0.1 BTC × 60,000 + 1 ETH × 3,000, all on spot
    expect(screen.getByTestId('overview-total')).toHaveTextContent('19,000.00 USDT');
    const tasks = within(screen.getByTestId('overview-tasks')).getAllByRole('link');
    // 2FA first (the other security items wait for it), identity, and no deposit task: there are funds
    expect(tasks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Turn on two-factor authentication', '/account/security'],
      ['Verify your identity', '/account/identity-verification'],
    ]);
    expect(antdOnPage()).toBeNull();
  });

  it('copies the user id and says so', async () => {
    const { fakes } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy: User ID' }));
    await waitFor(() => expect(fakes.clipboard.text).toBe('10001'));
    expect(fakes.toast.last()).toEqual({ kind: 'success', message: 'Copied' });
  });

  it('opens the menu as a drawer that a pick closes', async () => {
    const { location } = await open();
    fireEvent.click(await screen.findByTestId('account-menu-button'));
    const drawer = await screen.findByTestId('account-drawer');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    fireEvent.click(within(drawer).getByTestId('account-menu-accountSettings'));
    await waitFor(() => expect(location.current).toBe('/account/settings'));
    await waitFor(() => expect(screen.queryByTestId('account-drawer')).toBeNull());
  });
});
