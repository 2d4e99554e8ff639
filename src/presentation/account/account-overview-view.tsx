import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { formatDateTime } from '../../domain/shared/amount-format';
import { fixed } from '../shared/account-format';
import { useEarlyServices, useInjection } from '../shared/container-context';
import { MASK } from '../shared/mask';
import { SessionStore } from '../session/session.store';
import { Button, ButtonLink } from '../ui/button';
import { useEarlyValue } from '../shared/use-early-value';
import { Card, Tag } from '../ui/surface';
import { Text, Title } from '../ui/typography';
import { Figures, FirstViewCards, IdentityState, OverviewCard, OverviewTasks, SecurityLevel } from './account-overview-cards';
import { OverviewCardsSkeleton } from './account-overview-skeleton';
import { AccountOverviewStore } from './overview/account-overview.store';
import './account-overview.css';

const SHORTCUTS = [
  ['deposit', '/deposit'],
  ['withdraw', '/withdraw'],
  ['trade', '/trade'],
  ['wallet', '/wallet'],
  ['security', '/account/security'],
  ['apiKeys', '/account/api-management'],
  ['settings', '/account/settings'],
] as const;

/**
 * /account: who the account is, its security level, identity verification, fee rates, balances, last sign-in,
 * shortcuts. Built from the light kit alone, so the page loads no antd (docs/adr/0012-app-pages-speed.md).
 */
export default observer(function AccountOverviewView() {
  const { t, i18n } = useTranslation('account');
  const session = useInjection(SessionStore);
  const store = useInjection(AccountOverviewStore);
  const loggedIn = session.loggedIn;
  // The cards mount in a render React slices (an observer renders a MobX change in one task: wallet-view.tsx).
  const shown = useDeferredValue(store.shown);
  // what the light placeholder drew from the early read stays until the view's own reads are in
  const early = useEarlyValue(useEarlyServices().accountOverview).value;
  useEffect(() => {
    if (loggedIn) void store.load();
  }, [loggedIn, store]);
  if (session.state.status !== 'loggedIn') return null;
  const summary = store.wallet.summary;
  const money = (value: string) => (store.wallet.hidden ? MASK : `${fixed(i18n.language, value, 2)} USDT`);
  const when = (ms: number) => formatDateTime(i18n.language, ms);
  const none = <Text tone="secondary">—</Text>;
  return (
    <div className="ex-overview" data-testid="account-overview">
      <Title level={1} className="ex-overview__title">
        {t('overview.title')}
      </Title>
      <WhoCard />
      {/* the task list and the cards together once known (or after the cap): nothing moves in under the reader */}
      {!shown && (early ? <FirstViewCards view={early} /> : <OverviewCardsSkeleton />)}
      {shown && (
        <>
          <OverviewTasks tasks={store.tasks} testId="overview-tasks" />
          <div className="ex-overview__cards">
            <OverviewCard title={t('overview.security')} link={{ to: '/account/security' }}>
              {store.security ? <SecurityLevel security={store.security} testId="overview-security" /> : none}
            </OverviewCard>
            <OverviewCard title={t('overview.identity')} link={{ to: '/account/identity-verification' }}>
              {store.kyc ? <IdentityState kyc={store.kyc} testId="overview-kyc" /> : none}
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
                none
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
          </div>
          <InviteCard store={store} />
          <Card title={t('overview.shortcuts')}>
            <div className="ex-overview__shortcuts">
              {SHORTCUTS.map(([key, to]) => (
                <ButtonLink key={key} to={to}>
                  {t(`overview.shortcut.${key}`)}
                </ButtonLink>
              ))}
            </div>
          </Card>
        </>
      )}
    </div>
  );
});

/** The text and a button that copies it (a toast says it was copied, or that it could not be). */
function Copyable({
  text,
  what,
  'data-testid': testId,
}: {
  readonly text: string;
  readonly what: string;
  readonly 'data-testid'?: string;
}) {
  const { t } = useTranslation('account');
  const copy = useInjection(CopyToClipboard);
  return (
    <span className="ex-copyable">
      <span data-testid={testId}>{text}</span>
      <Button
        variant="text"
        size="small"
        aria-label={`${t('overview.copy')}: ${what}`}
        title={t('overview.copy')}
        onClick={() => void copy.execute(text, { success: t('overview.copied') })}
        icon={<CopyIcon />}
      />
    </span>
  );
}

const CopyIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    <path
      d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
    />
  </svg>
);

/** Who the account is: the display name, the user id to copy, main or sub-account, EU. */
const WhoCard = observer(function WhoCard() {
  const { t } = useTranslation('account');
  const session = useInjection(SessionStore);
  if (session.state.status !== 'loggedIn') return null;
  const account = session.state.account;
  return (
    <Card className="ex-overview__who">
      <h2 className="ex-overview__name" data-testid="overview-name">
        {session.displayName}
      </h2>
      <div className="ex-overview__ids">
        <Text tone="secondary">{t('overview.userId')}</Text>
        <Copyable text={account.userId} what={t('overview.userId')} data-testid="overview-user-id" />
        <Tag data-testid="overview-kind">{t(account.main ? 'overview.main' : 'overview.sub')}</Tag>
        {account.eu && (
          <Tag tone="processing" data-testid="overview-eu">
            {t('overview.eu')}
          </Tag>
        )}
      </div>
    </Card>
  );
});

/** The member's invitation: the code to copy, friends invited and trading, what they earned in 30 days. */
const InviteCard = observer(function InviteCard({ store }: { readonly store: AccountOverviewStore }) {
  const { t } = useTranslation('account');
  if (!store.invite) return null;
  return (
    <OverviewCard
      title={t('overview.invite.title')}
      link={{ to: '/account/referral', label: t('overview.invite.open') }}
      data-testid="overview-invite"
    >
      <Figures
        columns={3}
        items={[
          [
            'code',
            t('overview.invite.code'),
            <Copyable text={store.invite.code} what={t('overview.invite.code')} data-testid="overview-invite-code" />,
          ],
          [
            'friends',
            t('overview.invite.friends'),
            <span data-testid="overview-invite-friends">
              {t('overview.invite.friendsValue', { friends: store.invite.friends, traded: store.invite.traded })}
            </span>,
          ],
          ['earned', t('overview.invite.earned'), <span data-testid="overview-invite-earned">{store.invite.earned30d}</span>],
        ]}
      />
    </OverviewCard>
  );
});
