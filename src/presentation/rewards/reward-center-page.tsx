import { Alert, Card, Empty, Flex, List, Tabs, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { Link, useLocation, useNavigate } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { PromotionCards } from './promotion-cards';
import { RewardCenterStore, rewardText } from './reward-center.store';
import { RewardCoupons } from './reward-coupons';
import { RewardTasks } from './reward-tasks';
import { intlLocale } from '../../domain/shared/locale';

const TABS = ['tasks', 'coupons', 'events'] as const;

/** #events: the member's promotions, running or coming. */
const RewardEvents = observer(function RewardEvents({ store }: { store: RewardCenterStore }) {
  const { t, i18n } = useTranslation('rewards');
  useEffect(() => {
    void store.loadEvents();
  }, [store, i18n.language]);
  if (store.events.status !== 'success')
    return <Card loading={store.events.status !== 'error'}>{store.events.status === 'error' && <Empty description={t('failed')} />}</Card>;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (
    <List
      dataSource={[...store.events.value]}
      locale={{ emptyText: t('noEvents') }}
      data-testid="reward-events"
      renderItem={(e) => (
        <List.Item
          key={e.id}
          actions={[
            <Link key="go" to={e.link}>
              {e.button}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={e.title}
            description={
              <Flex vertical gap={4}>
                <span>{e.text}</span>
                <Typography.Text type="secondary">{t('events.until', { date: date.format(e.endTime) })}</Typography.Text>
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
});

/** /account/reward-center: rewards credited (dismissible), promotions, tasks, coupons and the #events tab. */
export default observer(function RewardCenterPage() {
  // the competitions namespace names a campaign in a prize's notification
  const { t, i18n } = useTranslation(['rewards', 'competitions']);
  const store = useInjection(RewardCenterStore);
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  useEffect(() => {
    void store.start();
  }, [store]);
  const hash = location.hash.replace('#', '');
  const active = (TABS as readonly string[]).includes(hash) ? hash : 'tasks';
  return (
    <Flex vertical gap={16} data-testid="reward-center-page" style={{ width: '100%', minWidth: 0 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('title')}{' '}
          {store.claimable > 0 && (
            <Tag color="success" data-testid="reward-claimable">
              {t('claimable', { count: store.claimable })}
            </Tag>
          )}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      {store.rewards.map((n) => (
        <Alert
          key={n.id}
          type="success"
          showIcon
          closable
          onClose={() => void store.dismiss(n.id)}
          title={rewardText((k, o) => String(t(k, o ?? {})), i18n.language, n)}
          data-testid={`reward-notification-${n.id}`}
        />
      ))}
      {store.problem && <Alert type="error" showIcon title={store.problem} data-testid="reward-problem" />}
      <PromotionCards cardType="REWARD_CENTER" />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key === 'tasks' ? location.pathname : `${location.pathname}#${key}`, { replace: true })}
        items={[
          { key: 'tasks', label: t('tabs.tasks'), children: <RewardTasks store={store} /> },
          { key: 'coupons', label: t('tabs.coupons'), children: <RewardCoupons store={store} /> },
          { key: 'events', label: t('tabs.events'), children: <RewardEvents store={store} /> },
        ]}
      />
    </Flex>
  );
});
