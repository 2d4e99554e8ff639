/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { orderRow } from '../../../fakes/trade/fake-trading-api';
import { renderApp } from '../../../support/render-app';
import { createTestContainer } from '../../../support/test-container';

function signedIn() {
  const built = createTestContainer();
  built.fakes.credentials.save('token-1', '10001');
  built.fakes.accountApi.account = { userId: '10001', applicationId: 'app-10001', main: true, alias: 'ada', eu: false, language: undefined };
  built.fakes.tradingApi.orderRows = Array.from({ length: 60 }, (_, i) => orderRow({
    orderId: i + 1, symbol: i % 2 ? 'SPOT_ETH_USDT' : 'SPOT_BTC_USDT', status: 'FILLED', createdTime: 1_767_225_600_000 + i,
  }));
  return built;
}

describe('/account/orders', () => {
  it('lists every order across symbols a page at a time, and exports every row the filters match', async () => {
    const { container, fakes } = signedIn();
    await act(() => container.get(SessionStore).start());
    renderApp(container, '/account/orders');
    const table = await screen.findByTestId('history-orders', {}, { timeout: 10_000 });
    await waitFor(() => expect(table).toHaveAttribute('data-total', '60'));
    expect(table).toHaveAttribute('data-rows', '50');
    // The account's own read of the open orders (INCOMPLETE, 500 a page) runs beside the history's.
    expect(fakes.tradingApi.calls.filter((c) => c.method === 'orders').map((c) => c.args[0])).toContainEqual(
      { symbol: undefined, side: undefined, status: undefined, startTime: undefined, endTime: undefined, page: 1, size: 50 },
    );

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
    expect(text.trim().split('\r\n')).toHaveLength(61);
    expect(click).toHaveBeenCalledTimes(1);
    expect(fakes.toast.last()).toEqual({ kind: 'success', message: '60 rows exported' });
    click.mockRestore();
  });
});
