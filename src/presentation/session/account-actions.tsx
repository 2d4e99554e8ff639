import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBellStore } from '../notifications/notification-bell.store';
import { RouteContainer, useInjection } from '../shared/container-context';
import { Link, useNavigate } from '../shared/navigation';
import { useOpenUntilNavigation } from '../shared/use-open-until-navigation';
import { Button, ButtonLink } from '../ui/button';
import { restoreStallText } from './restore-stall-text';
import { SessionStore } from './session.store';

/** The user menu's entries, in order (each a route of the table; pages a later issue builds show their shell). */
export const USER_MENU: readonly { key: string; to: string }[] = [
  { key: 'account', to: '/account' },
  { key: 'wallet', to: '/wallet' },
  { key: 'orders', to: '/account/orders' },
  { key: 'apiManagement', to: '/account/api-management' },
  { key: 'referral', to: '/account/referral' },
  { key: 'rewards', to: '/account/reward-center' },
  { key: 'settings', to: '/account/settings' },
];

/** The sub-account switcher (capability subaccounts), its chunk and module loaded when the menu first opens. */
const SubAccountSwitcher = lazy(() => import('../subaccounts/sub-account-switcher'));

const PersonIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <circle cx="8" cy="5" r="3" />
    <path d="M2 15c0-3.3 2.7-5 6-5s6 1.7 6 5z" />
  </svg>
);
const BellIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v2.6L2 11v1h12v-1l-1.5-2.4V6A4.5 4.5 0 0 0 8 1.5zM6.3 13a1.8 1.8 0 0 0 3.4 0z" />
  </svg>
);

/** The bell: a link to the inbox, with the unread count as a badge (and in its accessible name). */
const NotificationBell = observer(function NotificationBell() {
  const bell = useInjection(NotificationBellStore);
  const { t } = useTranslation();
  useEffect(() => {
    bell.start();
    return () => bell.dispose();
  }, [bell]);
  const label = bell.unread > 0 ? t('notifications.unread', { count: bell.unread }) : t('notifications.bell');
  return (
    <Link to="/notification" className="ex-btn ex-btn--text ex-bell" aria-label={label} title={label} data-testid="notification-bell">
      <BellIcon />
      {bell.badge && (
        <span className="ex-bell__badge" data-testid="notification-badge">
          {bell.badge}
        </span>
      )}
    </Link>
  );
});

/** The signed-in user's menu: account, wallet, orders, API management, referral, rewards, settings, log out. */
// an observer: it reads the session's name (the cool name arrives, or changes, after the first render)
const UserMenu = observer(function UserMenu({ session, vertical }: { session: SessionStore; vertical: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useOpenUntilNavigation(); // an entry navigates: the menu closes with it
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);
  const logOut = () => {
    setOpen(false);
    void session
      .logOut()
      .catch(() => undefined)
      .finally(() => navigate('/'));
  };
  const state = session.state;
  const kind = state.status === 'loggedIn' && !state.account.main ? t('userMenu.subAccount') : t('userMenu.mainAccount');
  return (
    <span ref={root} className={`ex-user-menu${vertical ? ' ex-user-menu--vertical' : ''}`}>
      <Button
        variant="text"
        icon={<PersonIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        data-testid="account-name"
      >
        {session.displayName}
      </Button>
      {open && (
        <div id={menuId} className="ex-user-menu__popup" role="menu" aria-label={t('userMenu.open')} data-testid="user-menu">
          {/* Which account the app acts as, and the switcher between the main account and its sub-accounts. */}
          <span className="ex-user-menu__account" data-testid="sub-account-slot">
            {kind}
          </span>
          <RouteContainer routeId="subAccounts">
            <Suspense fallback={null}>
              <SubAccountSwitcher />
            </Suspense>
          </RouteContainer>
          {USER_MENU.map((entry) => (
            <Link key={entry.key} to={entry.to} role="menuitem" className="ex-user-menu__item" data-testid={`user-menu-${entry.key}`}>
              {t(`userMenu.${entry.key}`)}
            </Link>
          ))}
          <button type="button" role="menuitem" className="ex-user-menu__item" onClick={logOut} data-testid="log-out">
            {t('userMenu.logout')}
          </button>
        </div>
      )}
    </span>
  );
});

const WarningIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <path d="M8 1 15 14H1zm-.8 4.5v4h1.6v-4zm0 5.3v1.6h1.6v-1.6z" />
  </svg>
);

/**
 * While the session cannot be read (the exchange unreachable, busy or in maintenance) the header can show neither the
 * account nor "Log in": on every page, public ones too, it says why (the button's name and title) and asks again when
 * pressed. A private page says the same in full above its placeholder (`RequireSession`).
 */
const RestoreStallButton = observer(function RestoreStallButton({ session, iconOnly }: { session: SessionStore; iconOnly: boolean }) {
  const { t } = useTranslation();
  const stall = session.restoreStall;
  if (!stall) return null;
  const why = restoreStallText(t, stall);
  return (
    <Button
      variant="text"
      className="ex-session-stall"
      icon={<WarningIcon />}
      title={why}
      aria-label={`${why} ${t('panel.retry')}`}
      onClick={() => void session.retryRestore()}
      data-testid="header-session-stall"
      data-error={stall.error}
    >
      {!iconOnly && t('panel.retry')}
    </Button>
  );
});

/**
 * Log in / Register for visitors; for a logged-in user the notification bell and the user menu; while the session is
 * being restored nothing (it takes a moment), or, when the exchange cannot be reached, why and a button to ask again
 * (`stallOnly`: that button alone, or nothing).
 */
export const AccountActions = observer(function AccountActions({
  vertical = false,
  stallOnly = false,
}: {
  vertical?: boolean;
  /** The narrow header's slot beside the menu button: only the stall's button, as an icon (the drawer has the rest). */
  stallOnly?: boolean;
}) {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  const style = { display: 'flex', gap: 8, alignItems: 'center', flexDirection: vertical ? 'column' : 'row' } as const;
  if (session.state.status === 'unknown') return <RestoreStallButton session={session} iconOnly={stallOnly} />;
  if (stallOnly) return null;
  if (session.state.status === 'loggedIn') {
    return (
      <span style={style}>
        <NotificationBell />
        <UserMenu session={session} vertical={vertical} />
      </span>
    );
  }
  return (
    <span style={style}>
      <ButtonLink to="/login" variant="text" block={vertical}>
        {t('header.login')}
      </ButtonLink>
      <ButtonLink to="/register" variant="primary" block={vertical}>
        {t('header.register')}
      </ButtonLink>
    </span>
  );
});

export default AccountActions;
