import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../shared/navigation';
import { OneTapPort } from '../../application/auth/ports/one-tap.port';
import { ROUTES } from '../../capabilities';
import { oneTapRedirect } from '../../domain/auth/one-tap-pages';
import { SessionStore } from '../session/session.store';
import { AntdScope } from '../shared/antd-scope';
import { useInjection } from '../shared/container-context';
import { Button } from '../ui/button';
import { AuthStore } from './auth.store';
import { ProviderPickerStore } from './provider-picker.store';
import { SignInCodeStore } from './sign-in-code.store';

const SignInCodeModal = lazy(() => import('./sign-in-code-modal').then((m) => ({ default: m.SignInCodeModal })));
const ProviderPickerModal = lazy(() => import('./provider-picker-modal').then((m) => ({ default: m.ProviderPickerModal })));

/**
 * Rendered once by the layout: one-tap for logged-out visitors on the spec's pages (home → /trade, others back
 * to themselves) and, in the local environment, the provider picker. Hosted: Google Identity Services; local:
 * a one-tap card that stays until closed (no cancel on an outside tap); and the sign-in's 2FA code dialog.
 */
export const AuthHost = observer(function AuthHost() {
  const session = useInjection(SessionStore);
  const picker = useInjection(ProviderPickerStore);
  const code = useInjection(SignInCodeStore);
  const { pathname } = useLocation();
  const redirect = session.state.status === 'loggedOut' ? oneTapRedirect(ROUTES, pathname) : undefined;
  return (
    <Suspense fallback={null}>
      {redirect && <OneTap redirect={redirect} />}
      {picker.provider && (
        <AntdScope>
          <ProviderPickerModal />
        </AntdScope>
      )}
      {code.asking && (
        <AntdScope>
          <SignInCodeModal />
        </AntdScope>
      )}
    </Suspense>
  );
});

const OneTap = observer(function OneTap({ redirect }: { redirect: string }) {
  const oneTap = useInjection(OneTapPort);
  const auth = useInjection(AuthStore);
  const navigate = useNavigate();
  const { t } = useTranslation(); // the frame's strings: every page has them before its first paint
  const [closed, setClosed] = useState(false);
  const hosted = oneTap.available();

  useEffect(() => {
    if (!hosted) return;
    return oneTap.prompt((credential) => {
      void auth.signInWith('google', 'oneTap', redirect, credential).then((next) => next && navigate(next));
    });
  }, [hosted, oneTap, auth, redirect, navigate]);

  if (hosted || closed) return null;
  const start = async () => {
    const next = await auth.signInWith('google', 'oneTap', redirect);
    if (next) navigate(next);
  };
  return (
    <div role="dialog" aria-label={t('oneTap.title')} data-testid="one-tap" className="ex-card ex-one-tap">
      <div className="ex-one-tap__head">
        <div className="ex-stack ex-stack--vertical" style={{ gap: 'var(--ex-margin-xs)' }}>
          <strong>{t('oneTap.title')}</strong>
          <span className="ex-text--secondary">{t('oneTap.body')}</span>
        </div>
        <Button variant="text" size="small" aria-label={t('oneTap.close')} onClick={() => setClosed(true)}>
          ×
        </Button>
      </div>
      <Button
        variant="primary"
        block
        disabled={auth.busy === 'google'}
        aria-busy={auth.busy === 'google'}
        onClick={() => void start()}
        data-testid="one-tap-continue"
      >
        {t('oneTap.continue')}
      </Button>
    </div>
  );
});
