import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { loginPathFor } from '../../domain/navigation/login-redirect';
import { useInjection } from '../shared/container-context';
import { useLocation } from '../shared/navigation';
import { Spinner } from '../ui/surface';
import { SessionStore } from './session.store';

/**
 * A private route's guard: its page once the session is known to be logged in; a visitor who is not logged in goes
 * to `/login?redirect=<this page>` (and comes back after signing in); while the session is being restored, a spinner.
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const session = useInjection(SessionStore);
  const location = useLocation();
  const { t } = useTranslation();
  if (session.state.status === 'unknown') return <Spinner label={t('header.loading')} />;
  if (session.state.status === 'loggedOut') return <Navigate to={loginPathFor(location)} replace />;
  return <>{children}</>;
});

export default RequireSession;
