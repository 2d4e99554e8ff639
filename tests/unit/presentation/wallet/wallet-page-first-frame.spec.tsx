/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, screen } from '@testing-library/react';
import { earlyValue } from '../../../../src/presentation/shared/early-value';
import WalletPage from '../../../../src/presentation/wallet/wallet-page';
import { renderFirstFrame } from '../../../support/first-frame';

/**
 * /wallet's first frame, before the runtime (the container never arrives here): a new member's first-deposit prompt
 * from the light phase's early read (di/early-wallet.ts), and the placeholder's rows only once that read answered, so
 * the prompt never pushes them down.
 */
const firstFrame = (answer: Promise<boolean | undefined>) =>
  renderFirstFrame(<WalletPage />, { walletHasDeposit: earlyValue(() => answer) });
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
