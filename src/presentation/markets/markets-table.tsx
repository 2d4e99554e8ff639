import { Skeleton, Table, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { useNavigate } from '../shared/navigation';
import { ViewportStore } from '../shared/viewport.store';
import { ChangeCell, MarketCellsScope, StarCell, SymbolCell, ValueCell } from './market-cells';
import type { MarketSortKey } from './market-sort';
import type { MarketRowKey, MarketSort } from './markets.store';

/** The rows' scroll height: the window less the header, the page's heading and controls (at least 320 px). */
export const marketsTableHeight = (viewportHeight: number): number => Math.max(320, viewportHeight - 320);

interface Props {
  readonly rows: readonly MarketRowKey[];
  readonly sort: MarketSort;
  readonly onSort: (sort: MarketSort) => void;
  readonly height: number;
}

/** The virtualised markets table: rows are keys only, each cell observes its own symbol. */
export const MarketsTable = observer(function MarketsTable({ rows, sort, onSort, height }: Props) {
  const { t } = useTranslation('markets');
  const navigate = useNavigate();
  const viewport = useInjection(ViewportStore);
  const narrow = viewport.width < 768;
  const sorted = (key: MarketSortKey) => (sort.key === key ? sort.order : null);
  const columns: TableProps<MarketRowKey>['columns'] = [
    {
      key: 'name',
      title: t('table.pair'),
      sorter: true,
      sortOrder: sorted('name'),
      width: narrow ? 174 : 224,
      fixed: 'left',
      render: (_, r) => (
        <span className="ex-market-name">
          <StarCell symbol={r.symbol} />
          <SymbolCell symbol={r.symbol} />
        </span>
      ),
    },
    {
      key: 'price',
      title: t('table.price'),
      sorter: true,
      sortOrder: sorted('price'),
      align: 'right',
      width: 120,
      render: (_, r) => <ValueCell symbol={r.symbol} field="last" />,
    },
    {
      key: 'change',
      title: t('table.change'),
      sorter: true,
      sortOrder: sorted('change'),
      align: 'right',
      width: 110,
      render: (_, r) => <ChangeCell symbol={r.symbol} />,
    },
    {
      key: 'bid',
      title: t('table.bid'),
      align: 'right',
      width: 120,
      render: (_, r) => <ValueCell symbol={r.symbol} field="bid" />,
      hidden: narrow,
    },
    {
      key: 'ask',
      title: t('table.ask'),
      align: 'right',
      width: 120,
      render: (_, r) => <ValueCell symbol={r.symbol} field="ask" />,
      hidden: narrow,
    },
    {
      key: 'high',
      title: t('table.high'),
      align: 'right',
      width: 120,
      render: (_, r) => <ValueCell symbol={r.symbol} field="high" />,
      hidden: narrow,
    },
    {
      key: 'low',
      title: t('table.low'),
      align: 'right',
      width: 120,
      render: (_, r) => <ValueCell symbol={r.symbol} field="low" />,
      hidden: narrow,
    },
    {
      key: 'volume',
      title: t('table.volume'),
      sorter: true,
      sortOrder: sorted('volume'),
      align: 'right',
      width: 150,
      render: (_, r) => <ValueCell symbol={r.symbol} field="volume" />,
    },
  ];
  return (
    <div className="ex-markets__table">
      <MarketCellsScope>
        <Table<MarketRowKey>
          data-testid="markets-table"
          virtual
          rowKey="symbol"
          size="middle"
          columns={columns}
          dataSource={rows as MarketRowKey[]}
          pagination={false}
          scroll={{ x: narrow ? 520 : 1050, y: height }}
          showSorterTooltip={false}
          locale={{ emptyText: t('table.empty') }}
          onRow={(r) => ({ onClick: () => navigate(`/trade/${r.symbol}`), style: { cursor: 'pointer' } })}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = (s?.columnKey as MarketSortKey | undefined) ?? 'volume';
            onSort({ key: s?.order ? key : 'volume', order: s?.order ?? 'descend' });
          }}
        />
      </MarketCellsScope>
    </div>
  );
});

/** The table's box while the tickers and instruments load: the same size, so the first rows move nothing. */
export function MarketsTablePlaceholder() {
  return (
    <div className="ex-markets__table" data-testid="markets-table-placeholder" aria-busy="true">
      <Skeleton active={false} title={false} paragraph={{ rows: 8 }} />
    </div>
  );
}
