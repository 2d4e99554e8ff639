/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { earlyValue } from '../../../../src/presentation/shared/early-value';
import WalletPage from '../../../../src/presentation/wallet/wallet-page';
import { createTestContainer } from '../../../support/test-container';

/**
 * /wallet's first frame, before the runtime (the container never arrives here): a new member's first-deposit prompt
 * from the light phase's early read (di/early-wallet.ts), and the placeholder's rows only once that read answered, so
 * the prompt never pushes them down.
 */
async function firstFrame(answer: Promise<boolean | undefined>) {
  const i18n = createTestContainer().container.get<I18n>(I18nInstance);
  const early = { walletHasDeposit: earlyValue(() => answer) };
  const never = new Promise<Container>(() => undefined);
  await act(async () => {
    render(
      <MemoryRouter>
        <ContainerProvider container={never} early={early}>
          <I18nextProvider i18n={i18n}>
            <WalletPage />
          </I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
  });
}
const rows = () => screen.getByTestId('wallet-skeleton').querySelectorAll('.ex-skeleton').length;

describe('/wallet before the runtime', () => {
  it('paints a new member’s first-deposit prompt, then the rows under it', async () => {
    let answer!: (hasDeposit: boolean) => void;
    await firstFrame(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(screen.queryByTestId('wallet-first-deposit')).toBeNull();
    expect(rows()).toBe(1); // the transfer button's place only
    await act(async () => answer(false));
    const prompt = screen.getByTestId('wallet-first-deposit');
    expect(prompt.textContent).toContain('Make your first deposit');
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/wallet/deposit');
    expect(rows()).toBe(1 + 9);
  });

  it('paints no prompt for a member who deposited, nor when the read gave nothing', async () => {
    await firstFrame(Promise.resolve(true));
    await act(async () => undefined);
    expect(screen.queryByTestId('wallet-first-deposit')).toBeNull();
    expect(rows()).toBe(10);
  });
});
