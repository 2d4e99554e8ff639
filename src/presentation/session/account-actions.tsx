import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { Link, useNavigate } from '../shared/navigation';
import { Button, ButtonLink } from '../ui/button';
import { SessionStore } from './session.store';

/** Log in / Register for visitors; the cool name or alias and Log out for a logged-in user. */
export const AccountActions = observer(function AccountActions({ vertical = false }: { vertical?: boolean }) {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  const { t: authText } = useTranslation('auth', { useSuspense: false });
  const navigate = useNavigate();
  const state = session.state;
  const style = { display: 'flex', gap: 8, alignItems: 'center', flexDirection: vertical ? 'column' : 'row' } as const;
  if (state.status === 'unknown') return null;
  if (state.status === 'loggedIn') {
    return (
      <span style={style}>
        <Link to="/account/settings" data-testid="account-name" className="ex-btn ex-btn--text">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor"><circle cx="8" cy="5" r="3" /><path d="M2 15c0-3.3 2.7-5 6-5s6 1.7 6 5z" /></svg>
          {session.displayName}
        </Link>
        <Button variant="text" onClick={() => void session.logOut().catch(() => undefined).finally(() => navigate('/'))} data-testid="log-out">
          {authText('logout')}
        </Button>
      </span>
    );
  }
  return (
    <span style={style}>
      <ButtonLink to="/login" variant="text" block={vertical}>{t('header.login')}</ButtonLink>
      <ButtonLink to="/register" variant="primary" block={vertical}>{t('header.register')}</ButtonLink>
    </span>
  );
});

export default AccountActions;
