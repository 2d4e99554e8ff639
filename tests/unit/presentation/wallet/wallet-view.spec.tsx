/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '../../../../src/capabilities';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { TickerStateStore } from '../../../../src/presentation/market/ticker-state.store';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import WalletView from '../../../../src/presentation/wallet/wallet-view';
import { createTestContainer, signInAda } from '../../../support/test-container';

async function open(setup: (fakes: ReturnType<typeof createTestContainer>['fakes']) => void = () => undefined, { priced = true } = {}) {
  const built = createTestContainer();
  setup(built.fakes);
  signInAda(built.fakes);
  built.fakes.walletApi.rows = [
    { id: 1, token: 'USDT', type: 'DEPOSIT', amount: '10000', balanceAfter: '10000', createdTime: 1_767_225_600_000 },
    { id: 2, token: 'USDT', type: 'TRANSACTION_FEE', amount: '-0.5', balanceAfter: '9999.5', createdTime: 1_767_229_200_000 },
  ];
  runInAction(() => {
    const tickers = built.container.get(TickerStateStore).tickers;
    if (!priced) return;
    tickers.set('SPOT_BTC_USDT', { symbol: 'SPOT_BTC_USDT', close: '60000' });
    tickers.set('SPOT_ETH_USDT', { symbol: 'SPOT_ETH_USDT', close: '3000' });
  });
  await act(() => built.container.get(SessionStore).start());
  render(
    <MemoryRouter>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={built.container.get<I18n>(I18nInstance)}>
          <WalletView />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    built.fakes.frames.flush();
  });
  return built;
}

// Each test renders the whole wallet page (antd tables) in jsdom: seconds each on CI's two busy cores.
jest.setTimeout(40_000);

describe('/wallet', () => {
  it('is a private page of the wallet capability', () => {
    expect(ROUTES.find((r) => r.path === '/wallet')).toMatchObject({ access: 'private', page: 'wallet/wallet-page' });
  });

  it('shows the total as unknown before the first tickers, then partial only for a token that has no price', async () => {
    const built = await open(undefined, { priced: false });
    await waitFor(() => expect(screen.getByTestId('wallet-total-usdt')).toHaveTextContent('— USDT'));
    expect(screen.queryByText(/Not counted/)).toBeNull();
    // the stream's tickers arrive, BTC priced and ETH not: 10000 + 0.1 × 60000 = 16000 USDT, ETH not counted
    act(() =>
      runInAction(() => built.container.get(TickerStateStore).tickers.set('SPOT_BTC_USDT', { symbol: 'SPOT_BTC_USDT', close: '60000' })),
    );
    await waitFor(() => expect(screen.getByTestId('wallet-total-usdt')).toHaveTextContent('16,000.00 USDT'));
    expect(screen.getByText('Not counted (no price): ETH')).toBeInTheDocument();
  });

  it('shows the totals and each token; hiding masks every figure and is remembered', async () => {
    const built = await open();
    // 10000 + 0.1 × 60000 + 1 × 3000 = 19000 USDT; 19000 ÷ 60000 = 0.31666666 BTC
    await waitFor(() => expect(screen.getByTestId('wallet-total-usdt')).toHaveTextContent('19,000.00 USDT'));
    expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('0.31666666 BTC');
    expect(screen.getByTestId('wallet-deposit').closest('a')).toHaveAttribute('href', '/wallet/deposit');
    const assets = await screen.findByTestId('wallet-assets'); // a task after the totals (useInTurn)
    expect(
      within(assets)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      // each balance at its token's display precision (USDT 2, BTC and ETH 8), the value in USDT at 2
      'USDT10,000.000.0010,000.0010,000.00',
      'BTC0.100000000.000000000.100000006,000.00',
      'ETH1.000000000.000000001.000000003,000.00',
    ]);
    fireEvent.click(screen.getByTestId('wallet-hide'));
    expect(screen.getByTestId('wallet-total-usdt')).toHaveTextContent('****** USDT');
    expect(within(assets).queryByText('10,000')).toBeNull();
    expect(built.fakes.walletPreferences.value.hideBalances).toBe(true);
  });

  it('moves every figure with a ticker: the totals, the spot total and the token value, each observing its own', async () => {
    const built = await open();
    const assets = await screen.findByTestId('wallet-assets');
    await waitFor(() => expect(screen.getByTestId('wallet-spot')).toHaveTextContent('19,000.00'));
    // BTC 60000 -> 61000: 10000 + 0.1 x 61000 + 1 x 3000 = 19100 USDT; 19100 / 61000 = 0.31311475 BTC (8 places, truncated)
    act(() =>
      runInAction(() => built.container.get(TickerStateStore).tickers.set('SPOT_BTC_USDT', { symbol: 'SPOT_BTC_USDT', close: '61000' })),
    );
    expect(screen.getByTestId('wallet-total-usdt')).toHaveTextContent('19,100.00 USDT');
    expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('≈ 0.31311475 BTC');
    expect(screen.getByTestId('wallet-spot')).toHaveTextContent('19,100.00');
    expect(within(assets).getAllByRole('row')[2]).toHaveTextContent('BTC0.100000000.000000000.100000006,100.00');
    fireEvent.click(screen.getByTestId('wallet-hide'));
    expect(screen.getByTestId('wallet-spot')).not.toHaveTextContent('19,100.00');
    expect(screen.getByTestId('wallet-total-btc')).toHaveTextContent('≈ ****** BTC');
  });

  it('the History tab lists the ledger newest first', async () => {
    await open();
    // by its tab button's text: a role query over the whole page computes every element's accessible name (seconds)
    fireEvent.click(screen.getByText('History', { selector: '[role="tab"]' }));
    const history = await screen.findByTestId('wallet-history');
    await waitFor(() => expect(history).toHaveAttribute('data-rows', '2'));
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Trading fee');
    expect(rows[0]).toHaveTextContent('-0.5');
    expect(rows[1]).toHaveTextContent('Deposit');
  });

  it("prompts a first deposit (a link to /wallet/deposit, no close button) and shows wallet/info's open positions and ledger records", async () => {
    await open((fakes) => {
      fakes.walletApi.deposited = false;
      fakes.walletApi.walletInfo = {
        walletMode: 'UNIFIED',
        tokens: ['USDT'],
        hasDeposit: true,
        ledgerRows: 57,
        openPositions: 2,
        updatedTime: 1_767_225_600_000,
      };
    });
    const prompt = await screen.findByTestId('wallet-first-deposit');
    expect(prompt).toHaveTextContent('Make your first deposit');
    expect(within(prompt).getByRole('link')).toHaveAttribute('href', '/wallet/deposit');
    expect(within(prompt).queryByRole('button', { name: /close/i })).toBeNull();
    expect(await screen.findByTestId('wallet-open-positions')).toHaveTextContent('2');
    expect(screen.getByTestId('wallet-ledger-rows')).toHaveTextContent('57');
  });

  it('no prompt once a deposit arrived', async () => {
    await open();
    await screen.findByTestId('wallet-activity');
    expect(screen.queryByTestId('wallet-first-deposit')).toBeNull();
  });
});
