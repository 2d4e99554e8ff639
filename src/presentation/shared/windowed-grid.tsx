import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { cx } from '../ui/class-names';
import './plain-table.css';
import './windowed-grid.css';

/** Lists longer than this are windowed (only the rows in view, and a few around them, are in the DOM). */
export const WINDOW_FROM = 50;
/** Rows rendered above and below the ones in view, so a short scroll shows rows already there. */
const OVERSCAN = 6;

export type GridSortOrder = 'ascend' | 'descend';

/**
 * A column: its heading, width and alignment, whether it stays in view at the start or the end when the grid scrolls
 * sideways, whether its heading sorts the list (its order now, and what a press does), and how a cell renders.
 */
export interface GridColumn<Row> {
  readonly key: string;
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
  readonly fixed?: 'start' | 'end';
  readonly sort?: { readonly order: GridSortOrder | null; readonly onPress: () => void };
  readonly render: (row: Row) => ReactNode;
}

interface Props<Row> {
  /** Read in the grid alone: a new list renders the grid's rows, never the view around it. */
  readonly rows: () => readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly GridColumn<Row>[];
  /** Every row is exactly this tall (the window is counted in rows). */
  readonly rowHeight: number;
  /** The header row's height. */
  readonly headerHeight: number;
  /** The height of the rows in view; the header is above them. */
  readonly height: number;
  /** The table's width before it stretches to its box (it scrolls sideways in a narrower one). */
  readonly minWidth: number;
  readonly emptyText: string;
  /** A press on a row (its links and buttons aside, which stop the press themselves). */
  readonly onRowPress?: (row: Row) => void;
  /** A new first row brings a list scrolled down back to the top (where the newest entry is). */
  readonly followFirst?: boolean;
  readonly className?: string;
  readonly testId?: string;
}

/** A column's cell class and renderer, the same objects for every row. */
interface PreparedColumn<Row> {
  readonly key: string;
  readonly className: string | undefined;
  readonly render: (row: Row) => ReactNode;
}

const cellClass = <Row,>(c: GridColumn<Row>) =>
  cx(c.align === 'right' && 'ex-plain-table__num', c.fixed === 'start' && 'ex-wgrid__start', c.fixed === 'end' && 'ex-wgrid__end') ||
  undefined;

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

interface RowProps<Row> {
  readonly row: Row;
  readonly rowKey: string;
  readonly columns: readonly PreparedColumn<Row>[];
  readonly onPress?: (row: Row) => void;
}

/**
 * A row: rendered again only when its row (a new object on every change), the columns (a sort, an edit, the language)
 * or its press change, never because rows above it came, went or moved.
 */
const GridRow = memo(function GridRow<Row>({ row, rowKey, columns, onPress }: RowProps<Row>) {
  return (
    <tr data-row-key={rowKey} className={onPress ? 'ex-wgrid__pressable' : undefined} onClick={onPress && (() => onPress(row))}>
      {columns.map((c) => (
        <td key={c.key} className={c.className}>
          {c.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

/** A heading that sorts: a button (the keyboard's too) and the order it sorts by now, for assistive technology. */
function SortHeading({ title, sort }: { readonly title: string; readonly sort: NonNullable<GridColumn<unknown>['sort']> }) {
  return (
    <button type="button" className="ex-wgrid__sort" onClick={sort.onPress}>
      <span className="ex-wgrid__title">{title}</span>
      <span aria-hidden="true" className={cx('ex-wgrid__arrows', sort.order && `ex-wgrid__arrows--${sort.order}`)} />
    </button>
  );
}

/** The header: rendered again only when the columns change (a sort, an edit, the language), not with the list. */
const GridHeader = memo(function GridHeader<Row>({ columns }: { readonly columns: readonly GridColumn<Row>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th
            key={c.key}
            scope="col"
            // the whole heading on hover, where a narrow column cuts it short
            title={c.title}
            className={cellClass(c)}
            aria-sort={c.sort ? (c.sort.order ? ARIA_SORT[c.sort.order] : 'none') : undefined}
          >
            {c.sort ? <SortHeading title={c.title} sort={c.sort} /> : c.title}
          </th>
        ))}
      </tr>
    </thead>
  );
}) as <Row>(props: { readonly columns: readonly GridColumn<Row>[] }) => ReactNode;

/** The height of `rows` rows not rendered, above or below the window, so the list scrolls as a whole one. */
function Spacer({ height, span }: { readonly height: number; readonly span: number }) {
  return (
    <tr aria-hidden="true" className="ex-wgrid__spacer">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

/** The index of the first row to render for a scroll position, and how many, for a list of `count` rows. */
export function rowWindow(
  scrollTop: number,
  height: number,
  count: number,
  rowHeight: number,
): { readonly start: number; readonly end: number } {
  if (count <= WINDOW_FROM) return { start: 0, end: count };
  const first = Math.floor(scrollTop / rowHeight);
  const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(height / rowHeight) + 1 + OVERSCAN);
  return { start, end };
}

/**
 * The scroll container: the first row's index in view (a state that changes only when a row scrolls past the top, not
 * on every pixel), and, when asked, a new first row bringing a list scrolled down back to the top.
 */
function useScroller(rowHeight: number, firstKey: string | undefined) {
  const element = useRef<HTMLDivElement | null>(null);
  // The last scroll position seen (from the scroll events): reading the element's would force a layout of the rows
  // just changed, on every new first row.
  const top = useRef(0);
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      top.current = e.currentTarget.scrollTop;
      setScrollTop(Math.floor(top.current / rowHeight) * rowHeight);
    },
    [rowHeight],
  );
  useEffect(() => {
    const node = element.current;
    if (firstKey === undefined || !node || top.current === 0) return;
    node.scrollTop = 0;
    top.current = 0;
    setScrollTop(0);
  }, [firstKey]);
  return { ref: element, onScroll, scrollTop };
}

/**
 * A long list as a table of our own (docs/adr/0036, 0040): one scroll container, the header sticky at its top, columns
 * sticky at its start or end, the rows windowed past `WINDOW_FROM`. Memoised rows keyed by `rowKey` render only when
 * their own row changes: a new list (an order filled, a market list sorted again) renders this grid once and the rows
 * that changed; rows that only moved are moved, not rendered. No data grid under it: antd's Table rendered every
 * visible row again on each new list, and measured its scroll bar at each mount (a forced style and layout).
 */
function WindowedGridView<Row>(props: Props<Row>) {
  const { rows: read, rowKey, columns, rowHeight, headerHeight, height, minWidth, emptyText, onRowPress, followFirst } = props;
  const rows = read();
  const prepared = useMemo(
    () => columns.map((c): PreparedColumn<Row> => ({ key: c.key, className: cellClass(c), render: c.render })),
    [columns],
  );
  const { ref, onScroll, scrollTop } = useScroller(rowHeight, followFirst && rows.length > 0 ? rowKey(rows[0]) : undefined);
  const { start, end } = rowWindow(scrollTop, height, rows.length, rowHeight);
  const visible = rows.length > WINDOW_FROM ? rows.slice(start, end) : rows;
  return (
    <div
      ref={ref}
      className={cx('ex-wgrid', props.className)}
      data-testid={props.testId}
      onScroll={onScroll}
      style={{ maxHeight: height + headerHeight }}
    >
      <table className="ex-plain-table ex-wgrid__table" style={{ width: '100%', minWidth }}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
        <GridHeader columns={columns} />
        <tbody>
          {start > 0 && <Spacer height={start * rowHeight} span={columns.length} />}
          {visible.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ex-wgrid__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            visible.map((row) => {
              const key = rowKey(row);
              return <GridRow key={key} rowKey={key} row={row} columns={prepared} onPress={onRowPress} />;
            })
          )}
          {end < rows.length && <Spacer height={(rows.length - end) * rowHeight} span={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

export const WindowedGrid = observer(WindowedGridView) as <Row>(props: Props<Row>) => ReactNode;
