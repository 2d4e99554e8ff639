import { Table, Tabs, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StandingRow } from '../../application/campaigns/ports/competitions-api.port';
import type { CampaignMetric } from '../../domain/campaigns/competition';
import { Link } from '../shared/navigation';
import { profilePath, usdt } from '../social/social-format';
import { metricValue } from './campaign-format';
import type { CampaignStore } from './campaign.store';

function columns(t: TFunction, lng: string, metric: CampaignMetric, withPrize: boolean, mine: number | undefined) {
  return [
    {
      title: t('board.rank'),
      key: 'rank',
      width: 72,
      render: (_: unknown, r: StandingRow) => (r.tied > 1 ? `${r.rank}=` : String(r.rank)),
    },
    {
      title: t('board.trader'),
      key: 'trader',
      render: (_: unknown, r: StandingRow) => (
        <span>
          <Link to={profilePath(r.uuid)}>{r.coolName}</Link>
          {mine === r.rank && r.tied === 1 ? <Tag style={{ marginInlineStart: 8 }}>{t('board.you')}</Tag> : null}
        </span>
      ),
    },
    {
      title: t('board.value', { metric: t(`metric.${metric}`) }),
      key: 'value',
      align: 'end' as const,
      render: (_: unknown, r: StandingRow) => metricValue(lng, metric, r.value),
    },
    ...(metric !== 'VOLUME'
      ? [
          {
            title: t('board.volume'),
            key: 'volume',
            align: 'end' as const,
            responsive: ['md' as const],
            render: (_: unknown, r: StandingRow) => usdt(lng, r.volume),
          },
        ]
      : []),
    {
      title: t('board.trades'),
      key: 'trades',
      align: 'end' as const,
      responsive: ['md' as const],
      render: (_: unknown, r: StandingRow) => r.trades,
    },
    ...(withPrize
      ? [
          {
            title: t('board.prize'),
            key: 'prize',
            align: 'end' as const,
            render: (_: unknown, r: StandingRow) => `${usdt(lng, r.prize)} USDT`,
          },
        ]
      : []),
  ];
}

/** The leaderboard (paged, `PUT public/campaigns/leaderboard`) and the prize standings (v2 competition). */
export const CampaignBoards = observer(function CampaignBoards({ store }: { store: CampaignStore }) {
  const { t, i18n } = useTranslation('competitions');
  const campaign = store.campaign;
  if (!campaign) return null;
  const lng = i18n.language;
  const board = store.board;
  const standings = store.standings;
  const mine = store.me?.rank;
  const rowKey = (r: StandingRow) => r.uuid;
  const rowProps = (r: StandingRow) =>
    ({ 'data-testid': 'campaign-board-row', 'data-me': mine === r.rank ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>;
  return (
    <Tabs
      data-testid="campaign-boards"
      items={[
        {
          key: 'leaderboard',
          label: t('board.leaderboard'),
          children: (
            <Table
              size="small"
              rowKey={rowKey}
              loading={board.status === 'pending'}
              dataSource={board.status === 'success' ? [...board.value.rows] : []}
              columns={columns(t, lng, campaign.metric, false, mine)}
              onRow={rowProps}
              locale={{ emptyText: t('board.empty') }}
              scroll={{ x: 'max-content' }}
              pagination={
                board.status === 'success' && board.value.total > board.value.size
                  ? {
                      current: board.value.page,
                      pageSize: board.value.size,
                      total: board.value.total,
                      showSizeChanger: false,
                      onChange: (p) => void store.loadBoard(p),
                    }
                  : false
              }
            />
          ),
        },
        {
          key: 'standings',
          label: t('board.standings'),
          children: (
            <Table
              size="small"
              rowKey={rowKey}
              loading={standings.status === 'pending'}
              dataSource={standings.status === 'success' ? [...standings.value.rows] : []}
              columns={columns(t, lng, campaign.metric, true, mine)}
              locale={{ emptyText: t('board.empty') }}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="campaign-standings"
            />
          ),
        },
      ]}
    />
  );
});
