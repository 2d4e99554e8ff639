import { useDeferredValue, type ReactNode } from 'react';
import { Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import { useInTurn } from '../shared/use-in-turn';
import { Skeleton } from '../ui/surface';
import { Text } from '../ui/typography';
import { LEADERBOARD_PAGE_SIZE, type BoardRow, type LeaderboardStore } from './leaderboard.store';
import { percent, profilePath, toneType, usdt } from './social-format';
import './leaderboard-table.css';

/** A placeholder row (the first load): the same cells and row height as a loaded one, so nothing below moves. */
type Row = BoardRow & { readonly placeholder?: true };
const PLACEHOLDERS: readonly Row[] = Array.from({ length: LEADERBOARD_PAGE_SIZE }, (_, i) => ({
  rank: i + 1,
  uuid: `placeholder-${i}`,
  coolName: '',
  volume: '0',
  me: false,
  pnlTone: 'flat',
  roiTone: 'flat',
  placeholder: true,
}));
/** The small table's height with a page of rows, its header and the pagination (px): the box kept meanwhile. */
const PLACEHOLDER_HEIGHT = 39 * (LEADERBOARD_PAGE_SIZE + 1) + 56;
/**
 * A figure's colour as the light kit's text classes: the cells are plain text, not antd's Typography, whose ellipsis
 * measure and tooltip rendered with each of a page's 80 figures (the table's mount was a 58 ms task at 412 px).
 */
const toneClass = (tone: BoardRow['pnlTone']) => {
  const type = toneType(tone);
  return type ? `ex-text ex-text--${type}` : 'ex-text';
};
const bar = (width: number) => <Skeleton width={width} height={14} style={{ display: 'inline-block', verticalAlign: 'middle' }} />;

/** What the table shows, taken from the store in one piece (see `LeaderboardTable`). */
interface BoardView {
  readonly rows: readonly Row[];
  readonly first: boolean;
  readonly status: LeaderboardStore['board']['status'];
  readonly total: number;
  readonly page: number;
  readonly volumeOnly: boolean;
}

/**
 * The ranked traders: rank, cool name (to the profile), the figures; the user's own row marked "You". A page that
 * arrives is a MobX change, which React renders at once and in one piece; deferred, the table's new rows render in
 * slices (the view below is memoised, so the urgent pass skips it).
 */
export const LeaderboardTable = observer(function LeaderboardTable({ store }: { store: LeaderboardStore }) {
  const board = store.board;
  const loaded: Row[] = store.myRow ? [store.myRow, ...store.rows] : store.rows;
  // Before the first page (and while it loads) a page of placeholder rows; a later load keeps the rows it has under
  // the spinner. The placeholders show at once (the view's geometry from its first frame: nothing below moves);
  // only real rows wait for the deferred render.
  const first = (board.status === 'pending' || board.status === 'idle') && loaded.length === 0;
  const now: BoardView = {
    rows: first ? PLACEHOLDERS : loaded,
    first,
    status: board.status,
    page: store.page,
    volumeOnly: store.metric === 'VOLUME',
    total: board.status === 'success' ? board.value.total : first ? LEADERBOARD_PAGE_SIZE : 0,
  };
  const deferred = useDeferredValue(now);
  // The table mounts in a task after the page around it has painted, and only with real rows, in the deferred render
  // React slices: its first commit (every row's DOM, antd's table styles, rc-table measuring the scrollbar) was the
  // page's longest task (58 ms at 412 px with a page of placeholder rows). Until then a light box of its size.
  const shown = useInTurn(2);
  if (shown < 2 || deferred.first) return <BoardPlaceholder />;
  return <BoardTable store={store} view={deferred} />;
});

/** The table's box before its first rows: its height, a bar per row. */
function BoardPlaceholder() {
  return (
    <div style={{ minHeight: PLACEHOLDER_HEIGHT }} aria-busy="true" data-testid="leaderboard-placeholder">
      {PLACEHOLDERS.map((r) => (
        <div key={r.uuid} style={{ height: 39, display: 'flex', alignItems: 'center', padding: '0 8px' }}>
          {bar(r.rank % 3 === 0 ? 160 : 220)}
        </div>
      ))}
    </div>
  );
}

const BoardTable = observer(function BoardTable({ store, view }: { store: LeaderboardStore; view: BoardView }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  const { rows, first, status, volumeOnly } = view;
  const cell = (r: Row, width: number, content: () => ReactNode) => (r.placeholder ? bar(width) : content());
  const name = (r: BoardRow) => (
    <span>
      <Link to={profilePath(r.uuid)} data-testid="leaderboard-name">
        {r.coolName}
      </Link>
      {r.me && (
        <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="leaderboard-you">
          {t('you')}
        </Tag>
      )}
      {!r.me && store.followed.has(r.uuid) && (
        <Tag style={{ marginInlineStart: 8 }} data-testid="leaderboard-followed">
          {t('tab.following')}
        </Tag>
      )}
    </span>
  );
  // The rows' box scrolls sideways on a narrow screen (leaderboard-table.css), not through `scroll.x`: with it the
  // table measures its columns after every render of new rows and renders them all again (rc-table's onBatchResize).
  return (
    <Table<Row>
      className="ex-leaderboard-table"
      data-testid="leaderboard-table"
      aria-busy={first || status === 'pending'}
      size="small"
      rowKey={(r) => `${r.me ? 'me-' : ''}${r.uuid}`}
      loading={status === 'pending' && !first}
      dataSource={rows as Row[]}
      rowClassName={(r) => (r.me ? 'leaderboard-me' : '')}
      locale={{ emptyText: status === 'error' ? t('loadFailed') : t('empty') }}
      pagination={{
        current: view.page,
        pageSize: LEADERBOARD_PAGE_SIZE,
        total: view.total,
        showSizeChanger: false,
        onChange: (page) => void store.choose({ page }),
      }}
      columns={[
        {
          title: t('column.rank'),
          key: 'rank',
          width: 64,
          render: (_, r) => cell(r, 24, () => <Text strong={r.rank <= 3}>{r.rank}</Text>),
        },
        { title: t('column.trader'), key: 'name', render: (_, r) => cell(r, 120, () => name(r)) },
        ...(volumeOnly
          ? []
          : [
              {
                title: t('column.pnl'),
                key: 'pnl',
                align: 'right' as const,
                render: (_: unknown, r: Row) =>
                  cell(r, 72, () => (
                    <span className={toneClass(r.pnlTone)} data-tone={r.pnlTone}>
                      {usdt(lng, r.pnl)}
                    </span>
                  )),
              },
              {
                title: t('column.roi'),
                key: 'roi',
                align: 'right' as const,
                render: (_: unknown, r: Row) =>
                  cell(r, 56, () => (
                    <span className={toneClass(r.roiTone)} data-tone={r.roiTone}>
                      {percent(lng, r.roi)}
                    </span>
                  )),
              },
            ]),
        { title: t('column.volume'), key: 'volume', align: 'right' as const, render: (_, r) => cell(r, 88, () => usdt(lng, r.volume)) },
      ]}
    />
  );
});
