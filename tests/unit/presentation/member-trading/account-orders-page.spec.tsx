/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '../../../../src/capabilities';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import AccountOrdersPage from '../../../../src/presentation/member-trading/account-orders-page';
import { orderRow } from '../../../fakes/trade/fake-trading-api';
import { createTestContainer, signInAda } from '../../../support/test-container';

function signedIn() {
  const built = createTestContainer();
  signInAda(built.fakes);
  built.fakes.tradingApi.orderRows = Array.from({ length: 30 }, (_, i) =>
    orderRow({
      orderId: String(i + 1),
      symbol: i % 2 ? 'SPOT_ETH_USDT' : 'SPOT_BTC_USDT',
      status: 'FILLED',
      createdTime: 1_767_225_600_000 + i,
    }),
  );
  return built;
}

describe('/account/orders', () => {
  it('is a private page of the account centre', () => {
    expect(ROUTES.find((r) => r.path === '/account/orders')).toMatchObject({
      access: 'private',
      frame: 'account',
      page: 'member-trading/account-orders-page',
    });
  });

  it('lists every order across symbols a page at a time, and exports every row the filters match', async () => {
    const { container, fakes } = signedIn();
    await act(() => container.get(SessionStore).start());
    render(
      <MemoryRouter>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
            <AccountOrdersPage />
          </I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
    const table = await screen.findByTestId('history-orders');
    await waitFor(() => expect(table).toHaveAttribute('data-total', '30'));
    expect(table).toHaveAttribute('data-rows', '30');
    // The account's own read of the open orders (INCOMPLETE, 500 a page) runs beside the history's.
    expect(fakes.tradingApi.calls.filter((c) => c.method === 'orders').map((c) => c.args[0])).toContainEqual({
      symbol: undefined,
      side: undefined,
      status: undefined,
      startTime: undefined,
      endTime: undefined,
      page: 1,
      size: 50,
    });

    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:orders'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(within(table).getByTestId('history-export'));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text.trim().split('\r\n')).toHaveLength(31);
    expect(click).toHaveBeenCalledTimes(1);
    expect(fakes.toast.last()).toEqual({ kind: 'success', message: '30 rows exported' });
    click.mockRestore();
  });
});
