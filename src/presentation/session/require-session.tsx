import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../domain/navigation/login-redirect';
import { markBoot } from '../shared/boot-marks';
import { useInjection } from '../shared/container-context';
import { useLocation, useNavigate } from '../shared/navigation';
import { Spinner } from '../ui/surface';
import { restoreStallText } from './restore-stall-text';
import { SessionStore } from './session.store';

/**
 * While the session cannot be read (the account call failed for a passing reason and waits to be asked again): why,
 * that it is being tried again, and a button that asks at once. The page under it keeps its placeholder or spinner.
 */
const RestoreStallNotice = observer(function RestoreStallNotice({ session }: { session: SessionStore }) {
  const { t } = useTranslation();
  const stall = session.restoreStall;
  if (!stall || session.state.status !== 'unknown') return null;
  return (
    <div className="ex-alert ex-alert--warning" role="alert" data-testid="session-stall" data-error={stall.error}>
      <span>{restoreStallText(t, stall)}</span>
      <button
        type="button"
        className="ex-btn ex-btn--sm ex-alert__close"
        onClick={() => void session.retryRestore()}
        data-testid="session-retry"
      >
        {t('panel.retry')}
      </button>
    </div>
  );
});

/**
 * A private route's guard: its page once the session is known to be logged in; a visitor who is not logged in goes
 * to `/login?redirect=<this page>` (and comes back after signing in); while the session is being restored, `pending`
 * (a spinner unless the page has a placeholder of its own: `PrivatePage`), under the reason when the exchange cannot
 * be reached and the restore waits to try again (`RestoreStallNotice`): never a silent spinner.
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
  const loggedIn = session.state.status === 'loggedIn';
  useEffect(() => {
    if (loggedIn) markBoot('private-page-shown');
  }, [loggedIn]);
  if (!loggedIn)
    return (
      <>
        <RestoreStallNotice session={session} />
        {pending ?? <Spinner label={t('header.loading')} />}
      </>
    );
  return <>{children}</>;
});

export default RequireSession;
