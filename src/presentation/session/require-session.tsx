import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../domain/navigation/login-redirect';
import { useInjection } from '../shared/container-context';
import { useLocation, useNavigate } from '../shared/navigation';
import { Spinner } from '../ui/surface';
import { SessionStore } from './session.store';

/**
 * A private route's guard: its page once the session is known to be logged in; a visitor who is not logged in goes
 * to `/login?redirect=<this page>` (and comes back after signing in); while the session is being restored, `pending`
 * (a spinner unless the page has a placeholder of its own: `PrivatePage`).
 */
export const RequireSession = observer(function RequireSession({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const session = useInjection(SessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const loggedOut = session.state.status === 'loggedOut';
  const login = loginPathFor(location);
  useEffect(() => {
    if (loggedOut) navigate(login, { replace: true });
  }, [loggedOut, login, navigate]);
  if (session.state.status !== 'loggedIn') return pending ?? <Spinner label={t('header.loading')} />;
  return <>{children}</>;
});

export default RequireSession;
