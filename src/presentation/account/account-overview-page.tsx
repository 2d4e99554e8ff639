import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewTask } from '../../domain/account/account-overview';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { fixed } from '../shared/account-format';
import { MASK } from '../wallet/wallet-overview';
import { AccountOverviewStore } from './overview/account-overview.store';
import { formatDateTime } from '../../domain/shared/amount-format';

const LEVEL_COLOURS = { low: 'error', medium: 'warning', high: 'success' } as const;
const KYC_COLOURS = { NONE: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;
const TASK_LINKS: Record<OverviewTask, string> = {
  twoFactor: '/account/security',
  security: '/account/security',
  identity: '/account/identity-verification',
  identityPending: '/account/identity-verification',
  deposit: '/deposit',
};
const SHORTCUTS = [
  ['deposit', '/deposit'],
  ['withdraw', '/withdraw'],
  ['trade', '/trade'],
  ['wallet', '/wallet'],
  ['security', '/account/security'],
  ['apiKeys', '/account/api-management'],
  ['settings', '/account/settings'],
] as const;

/** /account: who the account is, its security level, identity verification, fee rates, balances, last sign-in, shortcuts. */
export default observer(function AccountOverviewPage() {
  const { t, i18n } = useTranslation('account');
  const { token } = theme.useToken();
  const session = useInjection(SessionStore);
  const store = useInjection(AccountOverviewStore);
  useDocumentTitle(t('overview.title'));
  const loggedIn = session.loggedIn;
  // The cards mount in a render React slices (an observer renders a MobX change in one task: wallet-view.tsx).
  const shown = useDeferredValue(store.shown);
  useEffect(() => {
    if (loggedIn) void store.load();
  }, [loggedIn, store]);
  if (session.state.status !== 'loggedIn') return null;
  const summary = store.wallet.summary;
  const money = (value: string) => (store.wallet.hidden ? MASK : `${fixed(i18n.language, value, 2)} USDT`);
  const when = (ms: number) => formatDateTime(i18n.language, ms);
  return (
    <Flex vertical gap={token.margin} data-testid="account-overview" style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        {t('overview.title')}
      </Typography.Title>
      <WhoCard />
      {/* the task list and the cards together once known (or after the cap): nothing moves in under the reader */}
      {!shown && <Skeleton active paragraph={{ rows: 10 }} />}
      {shown && (
        <>
          {store.tasks.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('overview.todo')}
              data-testid="overview-tasks"
              description={
                <Flex vertical gap={token.marginXXS}>
                  {store.tasks.map((task) => (
                    <Link key={task} to={TASK_LINKS[task]}>
                      {t(`overview.task.${task}`)}
                    </Link>
                  ))}
                </Flex>
              }
            />
          )}
          <Row gutter={[token.margin, token.margin]}>
            <OverviewCard title={t('overview.security')} link={{ to: '/account/security' }}>
              {store.security ? (
                <Flex vertical gap={token.marginXS} data-testid="overview-security">
                  <Flex gap={token.marginXS} align="center">
                    <Tag color={LEVEL_COLOURS[store.security.level]}>{t(`security:level.${store.security.level}`)}</Tag>
                  </Flex>
                  {store.security.missing.length > 0 && (
                    <Typography.Text type="secondary">
                      {t('security:level.missing', {
                        items: store.security.missing.map((m) => t(`security:level.items.${m}`)).join(', '),
                      })}
                    </Typography.Text>
                  )}
                </Flex>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              )}
            </OverviewCard>
            <OverviewCard title={t('overview.identity')} link={{ to: '/account/identity-verification' }}>
              {store.kyc ? (
                <Tag color={KYC_COLOURS[store.kyc]} data-testid="overview-kyc">
                  {t(`overview.kyc.${store.kyc}`)}
                </Tag>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              )}
            </OverviewCard>
            <OverviewCard title={t('overview.balances')} link={{ to: '/wallet', label: t('overview.wallet') }}>
              {store.wallet.ready ? (
                <Figures
                  items={[
                    ['total', t('overview.total'), <span data-testid="overview-total">{money(summary.total)}</span>],
                    ['spot', t('overview.spot'), money(summary.spot)],
                    ['futures', t('overview.futures'), money(summary.futures)],
                  ]}
                />
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              )}
            </OverviewCard>
            <OverviewCard title={t('overview.feesAndLogin')}>
              <Figures
                items={[
                  [
                    'fees',
                    t('overview.fees'),
                    <span data-testid="overview-fees">{store.fees ? t('overview.feeRates', store.fees) : '—'}</span>,
                  ],
                  [
                    'login',
                    t('overview.lastLogin'),
                    <span data-testid="overview-last-login">
                      {store.lastLogin
                        ? `${when(store.lastLogin.createdTime)} · ${store.lastLogin.ip} · ${store.lastLogin.deviceName}`
                        : '—'}
                    </span>,
                  ],
                ]}
              />
            </OverviewCard>
          </Row>
          <InviteCard store={store} />
          <Card title={t('overview.shortcuts')}>
            <Flex gap={token.marginXS} wrap>
              {SHORTCUTS.map(([key, to]) => (
                <Link key={key} to={to}>
                  <Button>{t(`overview.shortcut.${key}`)}</Button>
                </Link>
              ))}
            </Flex>
          </Card>
        </>
      )}
    </Flex>
  );
});

/** A half-width card of the overview, with its link ("Manage" unless named) when it has one. */
function OverviewCard({
  title,
  link,
  children,
}: {
  readonly title: string;
  readonly link?: { readonly to: string; readonly label?: string };
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Col xs={24} md={12}>
      <Card title={title} extra={link && <Link to={link.to}>{link.label ?? t('overview.manage')}</Link>} style={{ height: '100%' }}>
        {children}
      </Card>
    </Col>
  );
}

/** A card's figures, one per line: key, label, value. */
function Figures({ items }: { readonly items: readonly (readonly [string, string, ReactNode])[] }) {
  return <Descriptions column={1} size="small" items={items.map(([key, label, children]) => ({ key, label, children }))} />;
}

/** Who the account is: the display name, the user id to copy, main or sub-account, EU. */
const WhoCard = observer(function WhoCard() {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const session = useInjection(SessionStore);
  if (session.state.status !== 'loggedIn') return null;
  const account = session.state.account;
  return (
    <Card>
      <Flex vertical gap={token.marginXS}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }} data-testid="overview-name">
          {session.displayName}
        </Typography.Title>
        <Flex gap={token.marginXS} wrap align="center">
          <Typography.Text type="secondary">{t('overview.userId')}</Typography.Text>
          <Typography.Text
            copyable={{ text: account.userId, tooltips: [t('overview.copy'), t('overview.copied')] }}
            data-testid="overview-user-id"
          >
            {account.userId}
          </Typography.Text>
          <Tag data-testid="overview-kind">{t(account.main ? 'overview.main' : 'overview.sub')}</Tag>
          {account.eu && (
            <Tag color="blue" data-testid="overview-eu">
              {t('overview.eu')}
            </Tag>
          )}
        </Flex>
      </Flex>
    </Card>
  );
});

/** The member's invitation: the code to copy, friends invited and trading, what they earned in 30 days. */
const InviteCard = observer(function InviteCard({ store }: { readonly store: AccountOverviewStore }) {
  const { t } = useTranslation('account');
  if (!store.invite) return null;
  return (
    <Card
      title={t('overview.invite.title')}
      extra={<Link to="/account/referral">{t('overview.invite.open')}</Link>}
      data-testid="overview-invite"
    >
      <Descriptions
        column={{ xs: 1, md: 3 }}
        size="small"
        items={[
          {
            key: 'code',
            label: t('overview.invite.code'),
            children: (
              <Typography.Text copyable={{ tooltips: [t('overview.copy'), t('overview.copied')] }} data-testid="overview-invite-code">
                {store.invite.code}
              </Typography.Text>
            ),
          },
          {
            key: 'friends',
            label: t('overview.invite.friends'),
            children: (
              <span data-testid="overview-invite-friends">
                {t('overview.invite.friendsValue', { friends: store.invite.friends, traded: store.invite.traded })}
              </span>
            ),
          },
          {
            key: 'earned',
            label: t('overview.invite.earned'),
            children: <span data-testid="overview-invite-earned">{store.invite.earned30d}</span>,
          },
        ]}
      />
    </Card>
  );
});
