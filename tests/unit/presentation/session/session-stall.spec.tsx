/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { RequireSession } from '../../../../src/presentation/session/require-session';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { createTestContainer, signInAda } from '../../../support/test-container';

async function renderGuarded(language: string) {
  const built = createTestContainer();
  signInAda(built.fakes);
  const i18n = built.container.get<I18n>(I18nInstance);
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter initialEntries={['/convert']}>
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
          </Routes>
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  return built;
}

describe('a private page while the session cannot be read', () => {
  it('says why in the user language under the spinner, and its button asks again at once', async () => {
    const built = await renderGuarded('vn');
    built.fakes.accountApi.failWith = ErrorCode.NetworkUnavailable;
    const session = built.container.get(SessionStore);
    await act(() => session.start());
    // still unknown: the spinner stays, with the reason and the automatic retry said in Vietnamese
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    const notice = screen.getByTestId('session-stall');
    expect(notice).toHaveAttribute('data-error', ErrorCode.NetworkUnavailable);
    expect(notice).toHaveTextContent('Không thể kết nối với sàn. Vui lòng kiểm tra kết nối mạng. Đang tự động thử lại.');
    expect(notice).not.toHaveTextContent('We cannot reach the exchange');
    expect(screen.getByTestId('session-retry')).toHaveTextContent('Thử lại');
    expect(screen.queryByTestId('login')).toBeNull();

    // the exchange answers again: a press asks now, not at the planned retry (the fake clock never moves here)
    built.fakes.accountApi.failWith = undefined;
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
});
