import { Alert, Card, Flex, List, Progress, Statistic, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usdt } from '../social/social-format';
import { payoutState } from '../../domain/campaigns/payout';
import { Link } from '../shared/navigation';
import { dayTime, metricValue } from './campaign-format';
import type { CampaignStore } from './campaign.store';

/** The user's rank, figure, counted volume, estimated prize and progress to the minimum. */
export const CampaignStanding = observer(function CampaignStanding({ store }: { store: CampaignStore }) {
  const { t, i18n } = useTranslation('competitions');
  const lng = i18n.language;
  const campaign = store.campaign;
  const me = store.me;
  if (!campaign || !me) return null;
  if (!me.signedUp)
    return (
      <Card size="small" title={t('me.title')}>
        <Typography.Text type="secondary" data-testid="campaign-me-none">
          {t('me.notSignedUp')}
        </Typography.Text>
      </Card>
    );
  const items = [
    { key: 'rank', title: t('me.rank'), value: me.rank !== undefined ? `#${me.rank}` : t('me.unranked') },
    {
      key: 'figure',
      title: t('me.figure', { metric: t(`metric.${campaign.metric}`) }),
      value: metricValue(lng, campaign.metric, me.value ?? (campaign.metric === 'ROI' ? undefined : '0')),
    },
    { key: 'volume', title: t('me.volume'), value: `${usdt(lng, me.volume)} USDT` },
    me.paidPrize !== undefined
      ? { key: 'prize', title: t('me.paid'), value: `${usdt(lng, me.paidPrize)} ${campaign.prizeToken}` }
      : {
          key: 'prize',
          title: t(campaign.status === 'ENDED' ? 'me.finalPrize' : 'me.prize'),
          value: `${usdt(lng, me.prize)} ${campaign.prizeToken}`,
        },
  ];
  return (
    <Card size="small" title={t('me.title')} data-testid="campaign-me">
      <Flex vertical gap={12}>
        <CampaignPayout store={store} />
        <Flex gap={16} wrap>
          {items.map((i) => (
            <Statistic
              key={i.key}
              title={i.title}
              value={i.value}
              data-testid={`campaign-me-${i.key}`}
              style={{ flex: '1 1 140px', minWidth: 0 }}
              styles={{ content: { fontSize: 18, overflowWrap: 'anywhere' } }}
            />
          ))}
        </Flex>
        <div>
          <Typography.Text type="secondary">{t('me.progress', { min: usdt(lng, campaign.minVolume) })}</Typography.Text>
          <Progress
            percent={Math.floor(Number(me.progress) * 100)}
            status={me.qualified ? 'success' : 'active'}
            data-testid="campaign-me-progress"
          />
          {me.qualified && <Tag color="green">{t('me.qualified')}</Tag>}
        </div>
      </Flex>
    </Card>
  );
});

/** Once the campaign has ended: the prize credited to the wallet, none won, or the prizes still being paid. */
const CampaignPayout = observer(function CampaignPayout({ store }: { store: CampaignStore }) {
  const { t, i18n } = useTranslation('competitions');
  const campaign = store.campaign;
  const me = store.me;
  if (!campaign || !me) return null;
  const state = payoutState(campaign, me);
  if (state === 'running') return null;
  if (state !== 'paid' || me.paidPrize === undefined || campaign.prizesPaidTime === undefined)
    return <Alert type="info" showIcon title={t(`payout.${state}`)} data-testid="campaign-payout" data-state={state} />;
  const amount = `${usdt(i18n.language, me.paidPrize)} ${campaign.prizeToken}`;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="campaign-payout"
      data-state="paid"
      title={t('payout.won', { amount, rank: me.rank ?? '', date: dayTime(i18n.language, campaign.prizesPaidTime) })}
      action={<Link to="/wallet">{t('payout.wallet')}</Link>}
    />
  );
});

/** Every badge of the campaign, earned or not. */
export const CampaignBadges = observer(function CampaignBadges({ store }: { store: CampaignStore }) {
  const { t } = useTranslation('competitions');
  if (store.badges.length === 0) return null;
  return (
    <Card size="small" title={t('badges.title')} data-testid="campaign-badges">
      <Flex gap={8} wrap>
        {store.badges.map(({ config, earned }) => (
          <Tag
            key={config.badgeId}
            color={earned ? 'gold' : undefined}
            data-testid={`badge-${config.badgeId}`}
            data-earned={earned ? 'true' : 'false'}
          >
            {earned ? '★ ' : '☆ '}
            {t(`badges.${config.badgeId}`, { defaultValue: config.badgeId })} · {t(earned ? 'badges.earned' : 'badges.locked')}
          </Tag>
        ))}
      </Flex>
    </Card>
  );
});

/** HEED_THE_CALL: the milestones reached and the next one (`user-data`). */
export const HeedMilestones = observer(function HeedMilestones({ store }: { store: CampaignStore }) {
  const { t, i18n } = useTranslation('competitions');
  const heed = store.heed;
  if (!heed) return null;
  return (
    <Card
      size="small"
      title={t('heed.title')}
      data-testid="heed-milestones"
      extra={
        heed.nextMilestone ? (
          <Typography.Text type="secondary">{t('heed.next', { volume: usdt(i18n.language, heed.nextMilestone) })}</Typography.Text>
        ) : null
      }
    >
      <List
        size="small"
        dataSource={[...heed.milestones]}
        renderItem={(m) => (
          <List.Item data-testid="heed-milestone" data-reached={m.reached ? 'true' : 'false'}>
            <Typography.Text>{t('heed.milestone', { volume: usdt(i18n.language, m.volume) })}</Typography.Text>
            {m.reached && <Tag color="green">{t('heed.reached')}</Tag>}
          </List.Item>
        )}
      />
    </Card>
  );
});
