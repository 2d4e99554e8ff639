import { Card, Flex, Statistic, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { YieldRow } from '../../domain/earn/earn-types';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { EarnHeader, PAGE_STYLE, earnAmount, percent } from './earn-format';
import { StakingForms } from './staking-forms';
import { REWARDS_PAGE_SIZE, StakingStore } from './staking.store';
import { SignInPrompt } from '../shared/page-frame';
import { intlLocale } from '../../domain/shared/locale';

/** /staking: WOO staking's terms for everyone; for a member their stake, the forms, the unbondings and the rewards. */
export default observer(function StakingPage() {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const session = useInjection(SessionStore);
  const store = useInjection(StakingStore);
  useDocumentTitle(t('staking.title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    void store.start(loggedIn);
  }, [loggedIn, store]);

  const terms = store.catalogue.status === 'success' ? store.catalogue.value.staking : undefined;
  const o = store.overview.status === 'success' ? store.overview.value : undefined;
  const rewards = store.rewards.status === 'success' ? store.rewards.value : undefined;
  const date = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Flex vertical gap={16} data-testid="staking-page" style={PAGE_STYLE}>
      <EarnHeader title={t('staking.title')} subtitle={t('staking.subtitle')} />
      <Card size="small" data-testid="staking-terms">
        <Flex gap={24} wrap>
          <Statistic title={t('staking.baseApr')} value={terms ? percent(lng, terms.baseApr) : '–'} />
          <Statistic title={t('staking.unbondingDays')} value={terms ? t('staking.days', { count: terms.unbondingDays }) : '–'} />
          <Statistic title={t('staking.instantFee')} value={terms ? percent(lng, terms.instantUnstakeFeeRate) : '–'} />
        </Flex>
      </Card>
      {session.state.status === 'loggedOut' ? (
        <SignInPrompt title={t('loginToStake')} action={t('login')} back="/staking" />
      ) : (
        <>
          <Card size="small" data-testid="staking-summary">
            <Flex gap={24} wrap>
              <Statistic title={t('staking.staked')} value={o ? `${earnAmount(lng, o.staked)} WOO` : '–'} data-testid="staking-staked" />
              <Statistic title={t('staking.availableTitle')} value={o ? `${earnAmount(lng, o.available)} WOO` : '–'} />
              <Statistic title={t('staking.yourApr')} value={o ? percent(lng, o.apr) : '–'} data-testid="staking-apr" />
              <Statistic title={t('staking.totalRewards')} value={o ? `${earnAmount(lng, o.totalRewards)} WOO` : '–'} />
            </Flex>
            {o && o.boost !== '0' && (
              <Typography.Text type="success">{t('staking.boosted', { boost: percent(lng, o.boost) })}</Typography.Text>
            )}
            <div>
              <Link to="/convert">{t('staking.getWoo')}</Link>
            </div>
          </Card>
          <StakingForms store={store} />
          <section aria-label={t('staking.unbondingTitle')}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('staking.unbondingTitle')}
            </Typography.Title>
            <Table
              size="small"
              rowKey={(r) => String(r.id)}
              dataSource={store.unbondings}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="unbonding-table"
              locale={{ emptyText: t('staking.noUnbonding') }}
              columns={[
                { title: t('staking.amount'), key: 'amount', render: (_, r) => `${earnAmount(lng, r.amount)} WOO` },
                { title: t('staking.freeAt'), key: 'end', render: (_, r) => date.format(r.endTime) },
                { title: t('staking.daysLeft'), key: 'left', render: (_, r) => r.daysLeft },
              ]}
            />
          </section>
          <section aria-label={t('staking.rewardsTitle')}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('staking.rewardsTitle')}
            </Typography.Title>
            <Table<YieldRow>
              size="small"
              rowKey={(r) => String(r.id)}
              dataSource={rewards ? [...rewards.rows] : []}
              scroll={{ x: 'max-content' }}
              data-testid="rewards-table"
              loading={store.rewards.status === 'pending'}
              locale={{ emptyText: t('staking.noRewards') }}
              pagination={{
                current: store.rewardsPage,
                pageSize: REWARDS_PAGE_SIZE,
                total: rewards?.total ?? 0,
                hideOnSinglePage: true,
                onChange: (p) => void store.loadRewards(p),
              }}
              columns={[
                { title: t('yield.time'), key: 'time', render: (_, r) => date.format(r.createdTime) },
                { title: t('yield.amount'), key: 'amount', render: (_, r) => `${earnAmount(lng, r.amount)} ${r.token}` },
                { title: t('yield.apr'), key: 'apr', render: (_, r) => percent(lng, r.apr) },
              ]}
            />
          </section>
        </>
      )}
    </Flex>
  );
});
