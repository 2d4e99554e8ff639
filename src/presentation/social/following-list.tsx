import { Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FollowingRow } from '../../domain/social/profile';
import { dateFormat } from '../shared/intl-formats';
import { Link } from '../shared/navigation';
import type { LeaderboardStore } from './leaderboard.store';
import { percent, profilePath, usdt } from './social-format';

/** The traders the user follows, with their 30-day figures. */
export const FollowingList = observer(function FollowingList({ store }: { store: LeaderboardStore }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  const f = store.following;
  return (
    <Table<FollowingRow>
      data-testid="following-table"
      size="small"
      rowKey="uuid"
      pagination={false}
      scroll={{ x: 'max-content' }}
      loading={f.status === 'pending'}
      dataSource={f.status === 'success' ? f.value.rows : []}
      locale={{ emptyText: f.status === 'error' ? t('loadFailed') : t('following.empty') }}
      columns={[
        {
          title: t('column.trader'),
          key: 'name',
          render: (_, r) => (
            <Link to={profilePath(r.uuid)} data-testid="following-name">
              {r.coolName}
            </Link>
          ),
        },
        { title: t('column.pnl'), key: 'pnl', align: 'right', render: (_, r) => usdt(lng, r.pnl) },
        { title: t('column.roi'), key: 'roi', align: 'right', render: (_, r) => percent(lng, r.roi) },
        { title: t('column.volume'), key: 'volume', align: 'right', render: (_, r) => usdt(lng, r.volume) },
        { title: t('following.since'), key: 'since', render: (_, r) => dateFormat(lng, { dateStyle: 'medium' }).format(r.followedTime) },
      ]}
    />
  );
});
