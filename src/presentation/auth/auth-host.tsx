import { CloseOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { OneTapPort } from '../../application/auth/ports/one-tap.port';
import { oneTapRedirect } from '../../domain/auth/one-tap-pages';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { AuthStore } from './auth.store';
import { ProviderPickerModal } from './provider-picker-modal';
import { ProviderPickerStore } from './provider-picker.store';

/**
 * Rendered once by the layout: one-tap for logged-out visitors on the spec's pages (home → /trade, others back
 * to themselves) and, in the local environment, the provider picker. Hosted: Google Identity Services; local:
 * a one-tap card that stays until closed (no cancel on an outside tap).
 */
export const AuthHost = observer(function AuthHost() {
  const session = useInjection(SessionStore);
  const picker = useInjection(ProviderPickerStore);
  const { pathname } = useLocation();
  const redirect = session.state.status === 'loggedOut' ? oneTapRedirect(pathname) : undefined;
  return (
    <Suspense fallback={null}>
      {redirect && <OneTap redirect={redirect} />}
      {picker.provider && <ProviderPickerModal />}
    </Suspense>
  );
});

const OneTap = observer(function OneTap({ redirect }: { redirect: string }) {
  const oneTap = useInjection(OneTapPort);
  const auth = useInjection(AuthStore);
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const [closed, setClosed] = useState(false);
  const hosted = oneTap.available();

  useEffect(() => {
    if (!hosted) return;
    return oneTap.prompt((credential) => {
      void auth.signInWith('google', 'oneTap', redirect, credential).then((next) => next && navigate(`${next}?handoff=1`));
    });
  }, [hosted, oneTap, auth, redirect, navigate]);

  if (hosted || closed) return null;
  const start = async () => {
    const next = await auth.signInWith('google', 'oneTap', redirect);
    if (next) navigate(`${next}?handoff=1`);
  };
  return (
    <Card
      size="small" role="dialog" aria-label={t('oneTap.title')} data-testid="one-tap"
      style={{ position: 'fixed', top: 80, right: token.margin, zIndex: 20, width: 320, maxWidth: `calc(100vw - ${token.margin * 2}px)`, boxShadow: token.boxShadowSecondary }}
    >
      <Flex justify="space-between" align="start" gap="small">
        <Flex vertical gap={token.marginXS}>
          <Typography.Text strong><GoogleOutlined /> {t('oneTap.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('oneTap.body')}</Typography.Text>
        </Flex>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('oneTap.close')} onClick={() => setClosed(true)} />
      </Flex>
      <Button type="primary" block style={{ marginTop: token.marginSM }} loading={auth.busy === 'google'} onClick={() => void start()} data-testid="one-tap-continue">
        {t('oneTap.continue')}
      </Button>
    </Card>
  );
});
