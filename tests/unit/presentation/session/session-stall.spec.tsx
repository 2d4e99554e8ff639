/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { AccountActions } from '../../../../src/presentation/session/account-actions';
import { RequireSession } from '../../../../src/presentation/session/require-session';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { createTestContainer, signInAda } from '../../../support/test-container';

async function renderGuarded(language: string, path = '/convert') {
  const built = createTestContainer();
  signInAda(built.fakes);
  const i18n = built.container.get<I18n>(I18nInstance);
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route
              path="/convert"
              element={
                <RequireSession>
                  <p data-testid="private-view">convert</p>
                </RequireSession>
              }
            />
            <Route path="/login" element={<p data-testid="login">sign in</p>} />
            <Route path="/blog" element={<AccountActions />} />
            <Route path="/narrow" element={<AccountActions stallOnly />} />
          </Routes>
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  return built;
}

/** `path` rendered while the exchange cannot be reached: the session started, its account call failed. */
async function renderStalled(language: string, path?: string) {
  const built = await renderGuarded(language, path);
  built.fakes.accountApi.failWith = ErrorCode.NetworkUnavailable;
  const session = built.container.get(SessionStore);
  await act(() => session.start());
  /** The exchange answers again. */
  const recover = () => (built.fakes.accountApi.failWith = undefined);
  return { session, recover };
}

describe('a page while the session cannot be read', () => {
  it('says why in the user language under the spinner, and its button asks again at once', async () => {
    const { session, recover } = await renderStalled('vn');
    // still unknown: the spinner stays, with the reason and the automatic retry said in Vietnamese
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    const notice = screen.getByTestId('session-stall');
    expect(notice).toHaveAttribute('data-error', ErrorCode.NetworkUnavailable);
    expect(notice).toHaveTextContent('Không thể kết nối với sàn. Vui lòng kiểm tra kết nối mạng. Đang tự động thử lại.');
    expect(notice).not.toHaveTextContent('We cannot reach the exchange');
    expect(screen.getByTestId('session-retry')).toHaveTextContent('Thử lại');
    expect(screen.queryByTestId('login')).toBeNull();

    // the exchange answers again: a press asks now, not at the planned retry (the fake clock never moves here)
    recover();
    await act(async () => screen.getByTestId('session-retry').click());
    await waitFor(() => expect(screen.getByTestId('private-view')).toBeInTheDocument());
    expect(screen.queryByTestId('session-stall')).toBeNull();
    expect(session.restoreStall).toBeUndefined();
  });

  it('shows no notice while the first call is on its way', async () => {
    await renderGuarded('en');
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('session-stall')).toBeNull();
  });

  it('says why in the header of a public page, which shows neither the account nor Log in, and asks again when pressed', async () => {
    const { recover } = await renderStalled('vn', '/blog');
    const button = screen.getByTestId('header-session-stall');
    expect(button).toHaveAttribute('data-error', ErrorCode.NetworkUnavailable);
    expect(button).toHaveTextContent('Thử lại');
    expect(button).toHaveAttribute('title', 'Không thể kết nối với sàn. Vui lòng kiểm tra kết nối mạng. Đang tự động thử lại.');
    expect(screen.queryByText('Đăng nhập')).toBeNull();
    expect(screen.queryByTestId('account-name')).toBeNull();

    // the exchange answers again: a press asks at once and the header shows the account
    recover();
    await act(async () => button.click());
    await waitFor(() => expect(screen.getByTestId('account-name')).toBeInTheDocument());
    expect(screen.queryByTestId('header-session-stall')).toBeNull();
  });

  it('shows nothing in the header while the first call is on its way', async () => {
    await renderGuarded('en', '/blog');
    expect(screen.queryByTestId('header-session-stall')).toBeNull();
    expect(screen.queryByText('Log in')).toBeNull();
    expect(screen.queryByTestId('account-name')).toBeNull();
  });

  it('gives the narrow header the icon alone, named by the reason, and nothing once the session is read', async () => {
    const { recover } = await renderStalled('en', '/narrow');
    const button = screen.getByTestId('header-session-stall');
    expect(button).toHaveTextContent(/^$/);
    expect(button).toHaveAccessibleName('We cannot reach the exchange. Check your connection. Trying again automatically. Try again');
    recover();
    await act(async () => button.click());
    await waitFor(() => expect(screen.queryByTestId('header-session-stall')).toBeNull());
    expect(screen.queryByTestId('account-name')).toBeNull();
  });
});
