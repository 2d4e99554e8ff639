/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '../../../../src/capabilities';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import MarketAdminPage from '../../../../src/presentation/admin/market-admin-page';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { createTestContainer } from '../../../support/test-container';

function renderPage(admin: boolean) {
  const built = createTestContainer();
  built.fakes.marketAdminApi.roleList = admin ? ['MD_ADMIN'] : [];
  // a long of 1 BTC at 50000 on 1000 USDT: liquidated at (50000 − 1000) ÷ 0.995 = 49246.23…
  built.fakes.marketAdminApi.accounts = [
    {
      userId: 7,
      account: {
        collateral: '1000',
        positions: [
          {
            symbol: 'PERP_BTC_USDT',
            holding: '1',
            averageOpenPrice: '50000',
            markPrice: '50000',
            leverage: '10',
            maintenanceMarginRatio: '0.005',
          },
        ],
      },
    },
  ];
  render(
    <MemoryRouter>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={built.container.get<I18n>(I18nInstance)}>
          <MarketAdminPage />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  return built.fakes.marketAdminApi;
}

describe('/admin/market-data', () => {
  it('is a private route of the one route table, in no menu', () => {
    expect(ROUTES.find((r) => r.path === '/admin/market-data')).toEqual({
      id: 'marketDataAdmin',
      path: '/admin/market-data',
      access: 'private',
      firstPaint: 'antd',
      page: 'admin/market-admin-page',
    });
  });

  it('shows the not-found view to an account without the role, and asks nothing else', async () => {
    const api = renderPage(false);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('market-admin-page')).toBeNull();
    expect(api.previews).toBe(0);
  });

  it('states the effect before sending, sends on confirm, and shows the audit row', async () => {
    const api = renderPage(true);
    const row = await screen.findByTestId('admin-row-PERP_BTC_USDT');
    expect(within(row).getByTestId('admin-value-PERP_BTC_USDT-funding_rate_cap')).toHaveTextContent('0.3 %');
    fireEvent.change(within(row).getByTestId('admin-input-PERP_BTC_USDT-mark-price'), { target: { value: '49000' } });
    await act(async () => fireEvent.click(within(row).getByTestId('admin-set-PERP_BTC_USDT-mark-price')));
    const effect = await screen.findByTestId('admin-confirm-effect');
    expect(effect).toHaveTextContent('1 position would be liquidated at this mark price; unrealised PnL changes by -1,000 USDT.');
    expect(api.sent).toEqual([]);
    await act(async () => fireEvent.click(screen.getByTestId('admin-confirm-ok')));
    await waitFor(() => expect(api.sent).toEqual([{ call: 'mark-price', symbol: 'PERP_BTC_USDT', value: '49000' }]));
    expect(await screen.findByTestId('admin-applied')).toHaveTextContent('Mark price of PERP_BTC_USDT set to 49000.');
    await waitFor(() => expect(screen.getAllByTestId('admin-audit-row')).toHaveLength(1));
    const audit = screen.getAllByTestId('admin-audit-row')[0];
    expect(audit).toHaveTextContent('admin@example.com (10001)');
    expect(audit).toHaveTextContent('Mark price');
    expect(audit).toHaveTextContent('50000');
    expect(audit).toHaveTextContent('49000');
  });

  it('shows a rule broken by the input at the input, and opens no confirmation', async () => {
    const api = renderPage(true);
    const row = await screen.findByTestId('admin-row-PERP_BTC_USDT');
    fireEvent.change(within(row).getByTestId('admin-input-PERP_BTC_USDT-funding_rate_cap'), { target: { value: '0' } });
    await act(async () => fireEvent.click(within(row).getByTestId('admin-set-PERP_BTC_USDT-funding_rate_cap')));
    expect(await within(row).findByTestId('admin-problem-PERP_BTC_USDT-funding_rate_cap')).toHaveTextContent('Must be more than 0');
    expect(screen.queryByTestId('admin-confirm')).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
