/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { modulesForCapability, modulesForRoute } from '../../../../src/capabilities/route-modules';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider, type CapabilityModules } from '../../../../src/presentation/shared/container-context';
import { BottomPanel } from '../../../../src/presentation/trade/account/bottom-panel';
import { TradingAccountStore } from '../../../../src/presentation/member-trading/account/trading-account.store';
import { OrderBookStore } from '../../../../src/presentation/trade/order-book.store';
import { OrderEntryColumn } from '../../../../src/presentation/trade/order-entry-panels';
import { OwnOrdersOnMarket } from '../../../../src/presentation/trade/own-orders-panel';
import { OwnOrdersSlot } from '../../../../src/presentation/trade/own-orders-slot';
import { createTestContainer } from '../../../support/test-container';

// The chart library ships ESM only, which jest (CommonJS) does not resolve; the member's lines need its LineStyle alone.
jest.mock('lightweight-charts', () => ({ LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 } }), { virtual: true });

/**
 * The trade page as the browser's runtime binds it (docs/adr/0012): the container holds the trade route's modules
 * only; a member's views ask for member-trading's module, which `capabilities` binds when asked (as `forCapability`).
 */
async function mount(signedIn: boolean) {
  const { container, fakes, bindModules } = createTestContainer([], { modules: modulesForRoute('tradeSymbol') });
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const capabilities: CapabilityModules = (id) => {
    asked.push(id);
    return arrived.then(() => bindModules(modulesForCapability(id)));
  };
  if (signedIn) {
    fakes.credentials.save('token-1', '10001');
    fakes.accountApi.account = { userId: '10001', applicationId: 'app-10001', main: true, alias: 'ada', eu: false, language: undefined };
  }
  await act(() => container.get(SessionStore).start());
  const member = container.get(SessionStore).loggedIn;
  await act(async () => {
    render(
      <MemoryRouter>
        <ContainerProvider container={container} capabilities={capabilities}>
          <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
            {member && <OwnOrdersOnMarket />}
            <OrderEntryColumn symbol="SPOT_BTC_USDT" book={container.get(OrderBookStore)} />
            <BottomPanel symbol="SPOT_BTC_USDT" />
          </I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
  });
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
      fakes.frames.flush();
    });
  return { container, asked, release, settle };
}

describe("the trade page without member-trading's module (a visitor's)", () => {
  it("shows a visitor the log-in prompts and never asks for the member's module", async () => {
    const { container, asked, settle } = await mount(false);
    await settle();
    expect(screen.getByTestId('visitor-panel')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-login')).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(container.isBound(TradingAccountStore)).toBe(false);
  });

  it("loads member-trading's module for a signed-in member, then shows the order form, the bottom panel's tools and fills the own-orders slot", async () => {
    const { container, asked, release, settle } = await mount(true);
    await settle();
    expect(new Set(asked)).toEqual(new Set(['member-trading']));
    // while the module loads: placeholders of the member's views, no log-in prompt
    expect(screen.getByTestId('order-form-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('visitor-panel')).toBeNull();
    expect(screen.queryByTestId('bottom-login')).toBeNull();
    expect(container.isBound(TradingAccountStore)).toBe(false);
    // a tab chosen meanwhile stays chosen when the member's panel takes the frame's place
    fireEvent.click(within(screen.getByTestId('bottom-tabs')).getByText('Positions'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('data-tab', 'positions');
    release();
    await settle();
    await settle();
    expect(container.isBound(TradingAccountStore)).toBe(true);
    expect(screen.getByTestId('order-form')).toBeInTheDocument();
    expect(screen.getByTestId('this-symbol-only')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('data-tab', 'positions');
    expect(within(screen.getByTestId('bottom-tabs')).getByText('Positions (0)')).toBeInTheDocument();
    expect(container.get(OwnOrdersSlot).source).toBeDefined();
  });
});
