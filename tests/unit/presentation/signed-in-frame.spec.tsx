/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStore } from '../../../src/presentation/session/session.store';
import { renderApp } from '../../support/render-app';
import { createTestContainer, signInAda } from '../../support/test-container';

const UNREAD = '/v3/notifications/unread';

function signedIn() {
  const built = createTestContainer();
  signInAda(built.fakes);
  built.fakes.http.succeed('GET', UNREAD, {
    total: 2,
    categories: { TRADING: 1, TRANSFERS: 1, CAMPAIGNS: 0, ANNOUNCEMENTS: 0, SECURITY: 0 },
  });
  return built;
}

describe('the signed-in frame', () => {
  it('sends a visitor who is not logged in from a private page to sign in, keeping the way back', async () => {
    const { container } = createTestContainer();
    await act(() => container.get(SessionStore).start());
    let location: ReturnType<typeof renderApp>['location'] | undefined;
    await act(async () => {
      location = renderApp(container, '/account/security?tab=2fa').location;
    });
    await waitFor(() => expect(location!.current).toBe('/login?redirect=%2Faccount%2Fsecurity%3Ftab%3D2fa'));
    expect(await screen.findByTestId('email-input')).toBeInTheDocument(); // the login form
    expect(screen.queryByTestId('account-frame')).toBeNull();
  });

  it("frames a signed-in user's account page with the account centre's menu", async () => {
    const { container } = signedIn();
    await act(() => container.get(SessionStore).start());
    const { location } = renderApp(container, '/account/security');
    expect(await screen.findByTestId('account-frame')).toBeInTheDocument();
    expect(location.current).toBe('/account/security');
    const current = await screen.findByTestId('account-menu-accountSecurity');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('account-menu-accountAudit')).toHaveAttribute('href', '/account/audit');
    expect(await screen.findByTestId('security-level-tag')).toHaveTextContent('Low'); // the security centre
  });

  it('gives a signed-in user the bell with the unread count and the user menu', async () => {
    const { container } = signedIn();
    await act(() => container.get(SessionStore).start());
    const { location } = renderApp(container, '/markets/funding-rate');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread');
    fireEvent.click(await screen.findByTestId('account-name'));
    const menu = screen.getByTestId('user-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Wallet', 'Orders', 'API management', 'Referral', 'Rewards', 'Settings', 'Log out']);
    expect(within(menu).getByTestId('sub-account-slot')).toHaveTextContent('Main account');
    fireEvent.click(within(menu).getByTestId('user-menu-settings'));
    expect(await screen.findByTestId('account-frame')).toBeInTheDocument();
    expect(location.current).toBe('/account/settings');
    expect(screen.queryByTestId('user-menu')).toBeNull(); // it closed with the navigation
  });
});
