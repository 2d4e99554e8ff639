/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { OrderBookStore } from '../../../../src/presentation/trade/order-book.store';
import { OrderEntryColumn } from '../../../../src/presentation/trade/order-entry-panels';
import { provideOrderFormFakes } from '../../../fakes/trade/order-form.fakes';
import { createTestContainer } from '../../../support/test-container';

async function mount(signedIn: boolean, wired: boolean) {
  const { container, fakes } = createTestContainer();
  if (signedIn) {
    fakes.credentials.save('token-1', '10001');
    fakes.accountApi.account = { userId: '10001', applicationId: 'app-10001', main: true, alias: 'ada', eu: false, language: undefined };
  }
  if (wired) provideOrderFormFakes(container);
  await act(() => container.get(SessionStore).start());
  await act(async () => {
    render(
      <MemoryRouter>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
            <OrderEntryColumn symbol="SPOT_BTC_USDT" book={container.get(OrderBookStore)} />
          </I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
  });
  // The account loads (REST, faked) and reaches the screen on the next animation frame.
  await act(async () => {
    await Promise.resolve();
    fakes.frames.flush();
  });
}

describe('the order-entry column', () => {
  it('keeps the log-in prompt for visitors', async () => {
    await mount(false, true);
    expect(screen.getByTestId('visitor-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('order-form')).toBeNull();
  });

  it('shows the order form to a signed-in member', async () => {
    await mount(true, true);
    expect(screen.getByTestId('order-form')).toBeInTheDocument();
    expect(screen.getByTestId('order-submit')).toHaveTextContent('Buy BTC');
    expect(screen.queryByTestId('visitor-panel')).toBeNull();
  });

  it("shows the order form to a member with the container's own bindings (the account's data layer, faked at its ports)", async () => {
    await mount(true, false);
    expect(screen.getByTestId('order-form')).toBeInTheDocument();
  });
});
