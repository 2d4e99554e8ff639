/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from '../../../../src/capabilities';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import WalletPage from '../../../../src/presentation/wallet/wallet-page';
import { createTestContainer, signInAda } from '../../../support/test-container';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderWallet(built: ReturnType<typeof createTestContainer>) {
  render(
    <MemoryRouter initialEntries={['/wallet']}>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={built.container.get<I18n>(I18nInstance)}>
          <Routes>
            <Route path="/wallet" element={<WalletPage />} />
            <Route path="/login" element={<p>sign in</p>} />
          </Routes>
          <Where />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
}

// the wallet's antd view renders in jsdom: seconds on CI's two busy cores
jest.setTimeout(40_000);

describe('a private page with a light placeholder (/wallet)', () => {
  it('is marked light in the route table, so the router does not put a spinner guard in front of it', () => {
    expect(ROUTES.find((r) => r.path === '/wallet')).toMatchObject({ access: 'private', firstPaint: 'light' });
  });

  it('shows its placeholder with the real heading while the session is unknown, then the view once signed in', async () => {
    const built = createTestContainer();
    signInAda(built.fakes);
    renderWallet(built);
    // the session has not been restored yet: the placeholder, never the view, never a spinner
    const skeleton = await screen.findByTestId('wallet-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wallet');
    expect(screen.queryByTestId('wallet-page')).toBeNull();
    expect(screen.queryByTestId('page-spinner')).toBeNull();
    await act(() => built.container.get(SessionStore).start());
    await waitFor(() => expect(screen.getByTestId('wallet-page')).toBeInTheDocument(), { timeout: 20_000 });
    expect(screen.queryByTestId('wallet-skeleton')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/wallet');
  });

  it('sends a visitor who is not signed in to sign in, and back here after', async () => {
    const built = createTestContainer();
    renderWallet(built);
    await act(() => built.container.get(SessionStore).start());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fwallet'));
    expect(screen.queryByTestId('wallet-page')).toBeNull();
  });
});
