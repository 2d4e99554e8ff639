import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import type { Order } from '../../../domain/trade/orders/order';
import { cx } from '../../ui/class-names';
import '../../shared/plain-table.css';
import './open-orders-grid.css';

/** Every row is exactly this tall: the small buttons are 24 px, 7 px above and below them, and a 1 px border. */
export const ROW_HEIGHT = 39;
/** The header row: a 22 px line, 8 px above and below it, and a 1 px border. */
export const HEADER_HEIGHT = 39;
/** Lists longer than this are windowed (only the rows in view, and a few around them, are in the DOM). */
export const WINDOW_FROM = 50;
/** Rows rendered above and below the ones in view, so a short scroll shows rows already there. */
const OVERSCAN = 6;

/** A column: its heading, width and alignment, whether it stays in view at the end, and how a cell renders. */
export interface GridColumn {
  readonly key: string;
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
  readonly fixedEnd?: boolean;
  readonly render: (order: Order) => ReactNode;
}

interface Props {
  /** Read in the grid alone: a new list renders the grid's rows, never the view around it. */
  readonly orders: () => readonly Order[];
  readonly columns: readonly GridColumn[];
  /** The height of the rows in view; the header is above them. */
  readonly height: number;
  /** The table's width before it stretches to the panel (it scrolls sideways in a narrower one). */
  readonly minWidth: number;
  readonly emptyText: string;
  readonly testId?: string;
}

/** A column's cell class and renderer, the same objects for every row. */
interface PreparedColumn {
  readonly key: string;
  readonly className: string | undefined;
  readonly render: (order: Order) => ReactNode;
}

const cellClass = (c: GridColumn) => cx(c.align === 'right' && 'ex-plain-table__num', c.fixedEnd && 'ex-orders-grid__end') || undefined;

/**
 * An order's row: rendered again only when its order (a new object on every change) or the columns (an edit, the
 * language) change, never because rows above it came or went.
 */
const OrderRow = memo(function OrderRow({ order, columns }: { readonly order: Order; readonly columns: readonly PreparedColumn[] }) {
  return (
    <tr data-row-key={order.orderId}>
      {columns.map((c) => (
        <td key={c.key} className={c.className}>
          {c.render(order)}
        </td>
      ))}
    </tr>
  );
});

/** The header: rendered again only when the columns change (an edit, the language), not with the list. */
const GridHeader = memo(function GridHeader({ columns }: { readonly columns: readonly GridColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.key} scope="col" className={cellClass(c)}>
            {c.title}
          </th>
        ))}
      </tr>
    </thead>
  );
});

/** The height of `rows` rows not rendered, above or below the window, so the list scrolls as a whole one. */
function Spacer({ rows, span }: { readonly rows: number; readonly span: number }) {
  return (
    <tr aria-hidden="true" className="ex-orders-grid__spacer">
      <td colSpan={span} style={{ height: rows * ROW_HEIGHT }} />
    </tr>
  );
}

/** The index of the first row to render for a scroll position, and how many, for a list of `count` rows. */
export function rowWindow(scrollTop: number, height: number, count: number): { readonly start: number; readonly end: number } {
  if (count <= WINDOW_FROM) return { start: 0, end: count };
  const first = Math.floor(scrollTop / ROW_HEIGHT);
  const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(height / ROW_HEIGHT) + 1 + OVERSCAN);
  return { start, end };
}

/**
 * The scroll container: the first row's index in view (a state that changes only when a row scrolls past the top, not
 * on every pixel), and a new first row bringing a list scrolled down back to the top (where the newest order is).
 */
function useScroller(firstId: string | undefined) {
  const element = useRef<HTMLDivElement | null>(null);
  // The last scroll position seen (from the scroll events): reading the element's would force a layout of the rows
  // just changed, on every new first row.
  const top = useRef(0);
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    top.current = e.currentTarget.scrollTop;
    setScrollTop(Math.floor(top.current / ROW_HEIGHT) * ROW_HEIGHT);
  }, []);
  useEffect(() => {
    const node = element.current;
    if (firstId === undefined || !node || top.current === 0) return;
    node.scrollTop = 0;
    top.current = 0;
    setScrollTop(0);
  }, [firstId]);
  return { ref: element, onScroll, scrollTop };
}

/**
 * The open orders as a table of our own (docs/adr/0036): one scroll container, the header sticky at its top and the
 * actions column sticky at its end, the rows windowed past `WINDOW_FROM`. Memoised rows keyed by order id render only
 * when their own order changes: with 1,000 open orders and a hundred fills a second, a change of the list renders
 * this grid once and the one or two rows that changed. No data grid under it: antd's Table cost the trade page's
 * bottom panel its largest commit (rc-table's work and its scroll-bar measure, a forced style and layout).
 */
export const OpenOrdersGrid = observer(function OpenOrdersGrid({ orders, columns, height, minWidth, emptyText, testId }: Props) {
  const rows = orders();
  const prepared = useMemo(
    () => columns.map((c): PreparedColumn => ({ key: c.key, className: cellClass(c), render: c.render })),
    [columns],
  );
  const scroller = useScroller(rows[0]?.orderId);
  const { start, end } = rowWindow(scroller.scrollTop, height, rows.length);
  const visible = rows.length > WINDOW_FROM ? rows.slice(start, end) : rows;
  return (
    <div
      ref={scroller.ref}
      className="ex-orders-grid"
      data-testid={testId}
      onScroll={scroller.onScroll}
      style={{ maxHeight: height + HEADER_HEIGHT }}
    >
      <table className="ex-plain-table ex-orders-grid__table" style={{ width: minWidth }}>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
        <GridHeader columns={columns} />
        <tbody>
          {start > 0 && <Spacer rows={start} span={columns.length} />}
          {visible.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ex-orders-grid__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            visible.map((order) => <OrderRow key={order.orderId} order={order} columns={prepared} />)
          )}
          {end < rows.length && <Spacer rows={rows.length - end} span={columns.length} />}
        </tbody>
      </table>
    </div>
  );
});
