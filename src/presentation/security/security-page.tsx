import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { AntiPhishingCard } from './anti-phishing-card';
import { ActivityCard, DevicesCard } from './devices-card';
import { OutboxCard } from './outbox-card';
import { PasswordsCard } from './passwords-card';
import { SecurityListsStore } from './security-lists.store';
import { SecurityStore } from './security.store';
import { TwoFactorCard } from './two-factor-card';
import { AccountLinksStore } from './account-links.store';
import { EmailChangeCard } from './email-change-card';
import { LinkedAccountsCard } from './linked-accounts-card';
import { SecondFactorCard } from './second-factor-card';
import { SecondFactorsStore } from './second-factors.store';
import { useSearchParams } from '../shared/navigation';
import { SignInStepsStore } from '../auth/auth.store';
import { PageHeading } from '../shared/page-frame';

const LEVEL_COLOURS = { low: 'error', medium: 'warning', high: 'success' } as const;

/** /account/security: the level and what is missing, 2FA, anti-phishing code, passwords, devices, activity, the local outbox. */
export default observer(function SecurityPage() {
  const { t } = useTranslation('security');
  const session = useInjection(SessionStore);
  const store = useInjection(SecurityStore);
  const lists = useInjection(SecurityListsStore);
  const factors = useInjection(SecondFactorsStore);
  const links = useInjection(AccountLinksStore);
  const devSms = useInjection(SignInStepsStore).devLinks?.sms;
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (!loggedIn) return;
    void store.load();
    void lists.load();
    void factors.load();
    // back from Discord's consent page: `?link=discord&code=…&state=…` (or `error=`) is finished once, then dropped
    if (params.get('link') === 'discord') {
      void links
        .finishDiscord({ code: params.get('code'), state: params.get('state'), error: params.get('error') })
        .then(() => void lists.load());
      setParams({}, { replace: true });
    } else void links.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival and sign-in only
  }, [loggedIn, store, lists, factors, links]);
  const refresh = () => void lists.load();
  const status = store.status.status === 'success' ? store.status.value : undefined;
  return (
    <Flex vertical gap={16} data-testid="security-page" style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {store.status.status === 'error' && <Alert type="error" showIcon title={t('unanswered')} />}
      {status && (
        <Card data-testid="security-level">
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{t('level.title')}</Typography.Text>
            <Tag color={LEVEL_COLOURS[status.level]} data-testid="security-level-tag">
              {t(`level.${status.level}`)}
            </Tag>
            {status.missing.length > 0 && (
              <Typography.Text type="secondary">
                {t('level.missing', { items: status.missing.map((m) => t(`level.items.${m}`)).join(', ') })}
              </Typography.Text>
            )}
          </Flex>
        </Card>
      )}
      <TwoFactorCard store={store} onChanged={refresh} />
      <SecondFactorCard store={factors} onChanged={refresh} devSmsUrl={devSms} />
      <AntiPhishingCard store={store} onChanged={refresh} />
      <PasswordsCard store={store} onChanged={refresh} />
      <EmailChangeCard store={links} twoFactorOn={store.twoFactorOn} onChanged={refresh} />
      <LinkedAccountsCard store={links} twoFactorOn={store.twoFactorOn} onChanged={refresh} />
      <DevicesCard lists={lists} twoFactorOn={store.twoFactorOn} />
      <ActivityCard lists={lists} />
      {lists.devTools && <OutboxCard lists={lists} />}
    </Flex>
  );
});
