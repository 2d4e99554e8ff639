import { Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import { LEADERBOARD_PAGE_SIZE, type BoardRow, type LeaderboardStore } from './leaderboard.store';
import { percent, profilePath, toneType, usdt } from './social-format';

/** The ranked traders: rank, cool name (to the profile), the figures; the user's own row marked "You". */
export const LeaderboardTable = observer(function LeaderboardTable({ store }: { store: LeaderboardStore }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  const board = store.board;
  const volumeOnly = store.metric === 'VOLUME';
  const rows = store.myRow ? [store.myRow, ...store.rows] : store.rows;
  const name = (r: BoardRow) => (
    <span>
      <Link to={profilePath(r.uuid)} data-testid="leaderboard-name">{r.coolName}</Link>
      {r.me && <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="leaderboard-you">{t('you')}</Tag>}
    </span>
  );
  return (
    <Table<BoardRow>
      data-testid="leaderboard-table"
      size="small"
      rowKey={(r) => `${r.me ? 'me-' : ''}${r.uuid}`}
      loading={board.status === 'pending'}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      rowClassName={(r) => (r.me ? 'leaderboard-me' : '')}
      locale={{ emptyText: board.status === 'error' ? t('loadFailed') : t('empty') }}
      pagination={{
        current: store.page, pageSize: LEADERBOARD_PAGE_SIZE, total: board.status === 'success' ? board.value.total : 0, showSizeChanger: false,
        onChange: (page) => void store.choose({ page }),
      }}
      columns={[
        { title: t('column.rank'), key: 'rank', width: 64, render: (_, r) => <Typography.Text strong={r.rank <= 3}>{r.rank}</Typography.Text> },
        { title: t('column.trader'), key: 'name', render: (_, r) => name(r) },
        ...(volumeOnly ? [] : [
          { title: t('column.pnl'), key: 'pnl', align: 'right' as const, render: (_: unknown, r: BoardRow) => <Typography.Text type={toneType(r.pnlTone)} data-tone={r.pnlTone}>{usdt(lng, r.pnl)}</Typography.Text> },
          { title: t('column.roi'), key: 'roi', align: 'right' as const, render: (_: unknown, r: BoardRow) => <Typography.Text type={toneType(r.roiTone)} data-tone={r.roiTone}>{percent(lng, r.roi)}</Typography.Text> },
        ]),
        { title: t('column.volume'), key: 'volume', align: 'right' as const, render: (_, r) => usdt(lng, r.volume) },
      ]}
    />
  );
});
