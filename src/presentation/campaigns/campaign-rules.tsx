import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../application/campaigns/ports/competitions-api.port';
import { usdt } from '../social/social-format';
import { dayTime } from './campaign-format';

/** The campaign's rules, as the simulator applies them. */
export function CampaignRules({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('competitions');
  const lng = i18n.language;
  const s = campaign.scope;
  const markets = s.symbols
    ? s.symbols.join(', ')
    : [s.spot ? t('rules.spot') : '', s.futures ? t('rules.futures') : ''].filter(Boolean).join(', ');
  const lines = [
    t('rules.window', { start: dayTime(lng, campaign.startTime), end: dayTime(lng, campaign.endTime) }),
    t('rules.rankedBy', { metric: t(`metric.${campaign.metric}`) }),
    t('rules.scope', { markets }),
    ...(campaign.volumeCap ? [t('rules.cap', { cap: usdt(lng, campaign.volumeCap) })] : []),
    t('rules.minimum', { min: usdt(lng, campaign.minVolume) }),
    t('rules.afterSignUp'),
    ...(campaign.metric !== 'VOLUME' ? [t('rules.pnlRule')] : []),
    ...(campaign.metric === 'ROI' ? [t('rules.roiRule')] : []),
    t('rules.ties'),
  ];
  return (
    <Card size="small" title={t('rules.title')} data-testid="campaign-rules">
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography.Text>{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The prize pool and what each rank wins. */
export function CampaignPrizes({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation('competitions');
  const lng = i18n.language;
  return (
    <Card
      size="small"
      title={t('prizes.title')}
      data-testid="campaign-prizes"
      extra={
        <Typography.Text strong data-testid="campaign-pool">
          {usdt(lng, campaign.prizePool)} {campaign.prizeToken}
        </Typography.Text>
      }
    >
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => r.fromRank}
        dataSource={[...campaign.tiers]}
        columns={[
          {
            title: t('prizes.ranks'),
            key: 'ranks',
            render: (_, r) => (r.fromRank === r.toRank ? `#${r.fromRank}` : t('prizes.rankRange', { from: r.fromRank, to: r.toRank })),
          },
          { title: t('prizes.each'), key: 'amount', align: 'end', render: (_, r) => `${usdt(lng, r.amount)} ${campaign.prizeToken}` },
        ]}
      />
    </Card>
  );
}
