import { Alert, Button, Card, Descriptions, Flex, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../shared/navigation';
import { LanguageSwitcher } from '../locale/language-switcher';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { TrackingToggle } from '../tracking/tracking-toggle';
import { AccountSettingsStore } from './settings/account-settings.store';
import { DisplayCard } from './settings/display-card';
import { NoticesCard } from './settings/notices-card';
import { SurveyCard } from './settings/survey-card';
import { TradingCard } from './settings/trading-card';
import { WatchlistsCard } from './settings/watchlists-card';
import { SignInPrompt } from '../shared/page-frame';

/** `/account/settings`: who is logged in, display, language, trading defaults, notices, watchlists, the survey, log out. */
const AccountSettingsPage = observer(function AccountSettingsPage() {
  const session = useInjection(SessionStore);
  const store = useInjection(AccountSettingsStore);
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  useDocumentTitle(t('settings.title'));
  const state = session.state;
  const loggedIn = state.status === 'loggedIn';
  useEffect(() => {
    if (loggedIn) void store.load();
  }, [loggedIn, store]);
  const settings = store.value;
  return (
    <Flex justify="center" style={{ padding: `${token.paddingXL}px ${token.padding}px` }}>
      <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('settings.title')}
        </Typography.Title>
        {state.status === 'loggedIn' ? (
          <Card title={t('settings.account')}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: t('settings.name'), children: <span data-testid="settings-name">{session.displayName}</span> },
                { key: 'user', label: t('settings.userId'), children: state.account.userId },
                { key: 'kind', label: t('settings.kind'), children: t(state.account.main ? 'settings.main' : 'settings.sub') },
              ]}
            />
            <Button
              style={{ marginTop: token.marginSM }}
              onClick={() =>
                void session
                  .logOut()
                  .catch(() => undefined)
                  .finally(() => navigate('/'))
              }
            >
              {t('logout')}
            </Button>
            <Button
              style={{ marginTop: token.marginSM, marginInlineStart: token.marginSM }}
              data-testid="log-out-everywhere"
              onClick={() =>
                void session
                  .logOut({ everywhere: true })
                  .catch(() => undefined)
                  .finally(() => navigate('/'))
              }
            >
              {t('logoutEverywhere')}
            </Button>
          </Card>
        ) : (
          <SignInPrompt title={t('settings.loggedOut')} action={t('login.submit')} back="/account/settings" />
        )}
        <Card title={t('settings.preferences')}>
          <Flex vertical gap={token.marginMD}>
            <Flex justify="space-between" align="center" gap="middle">
              <Typography.Text strong>{t('settings.language')}</Typography.Text>
              <LanguageSwitcher id="settings-language-switcher" />
            </Flex>
            <TrackingToggle />
          </Flex>
        </Card>
        {store.settings.status === 'error' && <Alert type="error" showIcon title={t('account:settings.unanswered')} />}
        {settings && <DisplayCard store={store} settings={settings} />}
        {settings && <TradingCard store={store} settings={settings} />}
        {loggedIn && <WatchlistsCard />}
        {settings && <NoticesCard store={store} settings={settings} />}
        {loggedIn && <SurveyCard store={store} />}
      </Flex>
    </Flex>
  );
});
export default AccountSettingsPage;
