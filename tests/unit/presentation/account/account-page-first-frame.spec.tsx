/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { OverviewFirstView } from '../../../../src/domain/account/overview-tasks';
import type { SecurityStatus } from '../../../../src/domain/security/security-records';
import AccountOverviewPage from '../../../../src/presentation/account/account-overview-page';
import { earlyValue } from '../../../../src/presentation/shared/early-value';
import { firstViewSettled } from '../../../../src/presentation/shared/first-view';
import { renderFirstFrame } from '../../../support/first-frame';

/**
 * /account's first frame, before the runtime (the container never arrives here): the task list and the first cards
 * from the light phase's early read (di/early-account.ts), in place of the cards' placeholder once it answered.
 */
const firstFrame = (answer: Promise<OverviewFirstView | undefined>) =>
  renderFirstFrame(<AccountOverviewPage />, { accountOverview: earlyValue(() => answer) });

const newMember: SecurityStatus = {
  otpauth: false,
  antiPhishingCode: false,
  tradePwd: false,
  withdrawPwd: false,
  recoveryCodesLeft: 0,
  withdrawLockUntil: 0,
  level: 'low',
  missing: ['otpauth', 'antiPhishingCode', 'tradePwd', 'withdrawPwd'],
};
const pendingLines = () => document.querySelectorAll('.ex-overview__pending .ex-skeleton').length;

describe('/account before the runtime', () => {
  it("paints a new member's task list and security and identity cards as soon as the early read answers", async () => {
    let answer!: (view: OverviewFirstView) => void;
    await firstFrame(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Account overview' })).toBeTruthy();
    expect(pendingLines()).toBe(10);
    expect(screen.queryByTestId('overview-first-view')).toBeNull();

    await act(async () => answer({ security: newMember, kyc: 'NONE', hasFunds: false }));
    expect(pendingLines()).toBe(0);
    const tasks = screen.getByRole('status');
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Turn on two-factor authentication', '/account/security'],
      ['Verify your identity', '/account/identity-verification'],
      ['Make your first deposit', '/deposit'],
    ]);
    const cards = screen.getByTestId('overview-first-view');
    expect(cards.textContent).toContain('Missing: 2FA, anti-phishing code, trade password, withdraw password');
    expect(cards.textContent).toContain('Not verified');
    // what the early read does not have waits on its own lines: three balances, then the fees and the last sign-in
    expect(within(cards).getAllByText('—')).toHaveLength(5);
    // the view's test ids are the view's: the placeholder's copy is not mistaken for it
    expect(screen.queryByTestId('overview-security')).toBeNull();
  });

  it('holds the first view (the runtime waits) until the early read has answered and its cards are painted', async () => {
    let answer!: (view: OverviewFirstView) => void;
    await firstFrame(new Promise((resolve) => (answer = resolve)));
    let settled = false;
    void firstViewSettled(60_000).then(() => (settled = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(settled).toBe(false);
    await act(async () => answer({ security: newMember, kyc: 'NONE', hasFunds: false }));
    await waitFor(() => expect(settled).toBe(true));
    expect(screen.getByTestId('overview-first-view')).toBeTruthy();
  });

  it('has no task list for a member with everything done', async () => {
    const done: SecurityStatus = {
      ...newMember,
      otpauth: true,
      antiPhishingCode: true,
      tradePwd: true,
      withdrawPwd: true,
      level: 'high',
      missing: [],
    };
    await firstFrame(Promise.resolve({ security: done, kyc: 'APPROVED', hasFunds: true }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('overview-first-view').textContent).toContain('High');
    expect(screen.getByTestId('overview-first-view').textContent).toContain('Verified');
  });

  it('keeps the placeholder when the early read gave nothing (no session, a failed read)', async () => {
    await firstFrame(Promise.resolve(undefined));
    expect(screen.queryByTestId('overview-first-view')).toBeNull();
    expect(pendingLines()).toBe(10);
  });
});
