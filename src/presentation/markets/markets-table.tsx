import { Skeleton } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { useNavigate } from '../shared/navigation';
import { ViewportStore } from '../shared/viewport.store';
import { WindowedGrid, type GridColumn } from '../shared/windowed-grid';
import { observer } from 'mobx-react-lite';
import { ChangeCell, MarketCellsScope, StarCell, SymbolCell, ValueCell } from './market-cells';
import { nextMarketSort, type MarketSortKey } from './market-sort';
import type { MarketRowKey, MarketSort } from './markets.store';

/** The rows' scroll height: the window less the header, the page's heading and controls (at least 320 px). */
export const marketsTableHeight = (viewportHeight: number): number => Math.max(320, viewportHeight - 320);
/** Every row: the symbol's two lines and the padding around them (markets.css). */
export const MARKET_ROW_HEIGHT = 66;
/** The header row: one 22 px line, 12 px above and below it, and a 1 px border (markets.css). */
export const MARKET_HEADER_HEIGHT = 47;

interface Props {
  /** Read in the grid alone: a new order of the rows (at most once a second) renders the grid, not this table's columns. */
  readonly rows: () => readonly MarketRowKey[];
  readonly sort: MarketSort;
  readonly onSort: (sort: MarketSort) => void;
  readonly height: number;
}

const symbolKey = (row: MarketRowKey) => row.symbol;

/**
 * The markets table: a windowed grid of our own (docs/adr/0040) whose rows are keys only, each cell observing its own
 * symbol, so that a new order of the rows moves rows without rendering them. A heading sorts (ascending, descending,
 * then back to the volume); the pair stays in view when a narrow screen scrolls sideways; a row opens its trade page.
 */
export const MarketsTable = observer(function MarketsTable({ rows, sort, onSort, height }: Props) {
  const { t } = useTranslation('markets');
  const navigate = useNavigate();
  const viewport = useInjection(ViewportStore);
  const narrow = viewport.width < 768;
  const open = useCallback((row: MarketRowKey) => navigate(`/trade/${row.symbol}`), [navigate]);
  const columns = useMemo((): readonly GridColumn<MarketRowKey>[] => {
    const sorter = (key: MarketSortKey) => ({
      order: sort.key === key ? sort.order : null,
      onPress: () => onSort(nextMarketSort(sort, key)),
    });
    const value = (key: 'bid' | 'ask' | 'high' | 'low'): GridColumn<MarketRowKey> => ({
      key,
      title: t(`table.${key}`),
      align: 'right',
      width: 120,
      render: (r) => <ValueCell symbol={r.symbol} field={key} />,
    });
    const all: readonly (GridColumn<MarketRowKey> | false)[] = [
      {
        key: 'name',
        title: t('table.pair'),
        sort: sorter('name'),
        width: narrow ? 174 : 224,
        fixed: 'start',
        render: (r) => (
          <span className="ex-market-name">
            <StarCell symbol={r.symbol} />
            <SymbolCell symbol={r.symbol} />
          </span>
        ),
      },
      {
        key: 'price',
        title: t('table.price'),
        sort: sorter('price'),
        align: 'right',
        width: 120,
        render: (r) => <ValueCell symbol={r.symbol} field="last" />,
      },
      {
        key: 'change',
        title: t('table.change'),
        sort: sorter('change'),
        align: 'right',
        width: 110,
        render: (r) => <ChangeCell symbol={r.symbol} />,
      },
      !narrow && value('bid'),
      !narrow && value('ask'),
      !narrow && value('high'),
      !narrow && value('low'),
      {
        key: 'volume',
        title: t('table.volume'),
        sort: sorter('volume'),
        align: 'right',
        width: 150,
        render: (r) => <ValueCell symbol={r.symbol} field="volume" />,
      },
    ];
    return all.filter((c): c is GridColumn<MarketRowKey> => c !== false);
  }, [t, narrow, sort, onSort]);
  return (
    <div className="ex-markets__table">
      <MarketCellsScope>
        <WindowedGrid<MarketRowKey>
          testId="markets-table"
          className="ex-markets__grid"
          rows={rows}
          rowKey={symbolKey}
          columns={columns}
          rowHeight={MARKET_ROW_HEIGHT}
          headerHeight={MARKET_HEADER_HEIGHT}
          height={height}
          minWidth={narrow ? 520 : 1050}
          emptyText={t('table.empty')}
          onRowPress={open}
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
