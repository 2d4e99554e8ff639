import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type Ref, type UIEvent } from 'react';
import type { Order } from '../../../domain/trade/orders/order';

/** Every row is exactly this tall: the small buttons are 24 px, 7 px above and below them, and a 1 px border. */
export const ROW_HEIGHT = 39;
/** Lists longer than this are windowed (only the rows in view, and a few around them, are in the DOM). */
export const WINDOW_FROM = 50;
/** Rows rendered above and below the ones in view, so a short scroll shows rows already there. */
const OVERSCAN = 6;

/** A column of the body: what the table's header shows (width, alignment, fixed to the end) and how a cell renders. */
export interface BodyColumn {
  readonly key: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
  readonly fixedEnd?: boolean;
  readonly render: (order: Order) => ReactNode;
}

/** The table's own hooks into its body: the header follows the body's horizontal scroll. */
export interface BodyLink {
  readonly ref: Ref<unknown>;
  readonly onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

interface Props {
  /** Read in the body alone: a new list renders this body, never the table around it (nor its header). */
  readonly orders: () => readonly Order[];
  readonly columns: readonly BodyColumn[];
  readonly height: number;
  /** The table's width before it stretches to the panel (its horizontal scroll). */
  readonly scrollX: number;
  readonly emptyText: string;
  readonly link: BodyLink;
}

/** A column's cell class and style, the same objects for every row. */
interface PreparedColumn {
  readonly key: string;
  readonly className: string;
  readonly style: CSSProperties;
  readonly render: (order: Order) => ReactNode;
}

function prepare(columns: readonly BodyColumn[]): readonly PreparedColumn[] {
  return columns.map((c) => ({
    key: c.key,
    className: c.fixedEnd ? 'ant-table-cell ant-table-cell-fix ant-table-cell-fix-end' : 'ant-table-cell',
    style: {
      paddingBlock: 7,
      textAlign: c.align,
      ...(c.fixedEnd ? ({ insetInlineEnd: 0, '--z-offset': 1, '--z-offset-reverse': 1 } as CSSProperties) : {}),
    },
    render: c.render,
  }));
}

/**
 * An order's row: rendered again only when its order (a new object on every change) or the columns (an edit, the
 * language) change, never because rows above it came or went.
 */
export const OrderRow = memo(function OrderRow({ order, columns }: { readonly order: Order; readonly columns: readonly PreparedColumn[] }) {
  return (
    <tr className="ant-table-row ant-table-row-level-0" data-row-key={order.orderId}>
      {columns.map((c) => (
        <td key={c.key} className={c.className} style={c.style}>
          {c.render(order)}
        </td>
      ))}
    </tr>
  );
});

/** The index of the first row to render for a scroll position, and how many, for a list of `count` rows. */
export function rowWindow(scrollTop: number, height: number, count: number): { readonly start: number; readonly end: number } {
  if (count <= WINDOW_FROM) return { start: 0, end: count };
  const first = Math.floor(scrollTop / ROW_HEIGHT);
  const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(height / ROW_HEIGHT) + 1 + OVERSCAN);
  return { start, end };
}

/** Hands the scroll container to the table (a ref object or a callback). */
function attach(ref: Ref<unknown>, node: HTMLDivElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: unknown }).current = node;
}

/**
 * The scroll container: the first row's index in view (a state that changes only when a row scrolls past the top, not
 * on every pixel), the header kept in step with a horizontal scroll, and a new first row bringing a list scrolled
 * down back to the top (where the newest order is).
 */
function useScroller(link: BodyLink, firstId: string | undefined) {
  const element = useRef<HTMLDivElement | null>(null);
  // The last scroll position seen (from the scroll events): reading the element's would force a layout of the rows
  // just changed, on every new first row.
  const top = useRef(0);
  const [scrollTop, setScrollTop] = useState(0);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      attach(link.ref, node);
    },
    [link],
  );
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const target = e.currentTarget;
      top.current = target.scrollTop;
      link.onScroll({ currentTarget: target, scrollLeft: target.scrollLeft });
      setScrollTop(Math.floor(top.current / ROW_HEIGHT) * ROW_HEIGHT);
    },
    [link],
  );
  useEffect(() => {
    const node = element.current;
    if (firstId === undefined || !node || top.current === 0) return;
    node.scrollTop = 0;
    top.current = 0;
    setScrollTop(0);
  }, [firstId]);
  return { ref, onScroll, scrollTop };
}

/**
 * The open orders' body, windowed over a scroll container of our own: a real table (rows and cells, the header's
 * columns) whose memoised rows, keyed by order id, render only when their own order changes. With 1,000 open orders
 * and a hundred fills a second, a change of the list renders this body once and the one or two rows that changed.
 */
export const OpenOrdersBody = observer(function OpenOrdersBody({ orders, columns, height, scrollX, emptyText, link }: Props) {
  const rows = orders();
  const prepared = useMemo(() => prepare(columns), [columns]);
  const scroller = useScroller(link, rows[0]?.orderId);
  const { start, end } = rowWindow(scroller.scrollTop, height, rows.length);
  const windowed = rows.length > WINDOW_FROM;
  const visible = windowed ? rows.slice(start, end) : rows;
  return (
    <div
      ref={scroller.ref}
      className="ant-table-body"
      onScroll={scroller.onScroll}
      style={{ overflowX: 'auto', overflowY: rows.length ? 'scroll' : 'auto', maxHeight: height }}
    >
      <div style={windowed ? { height: rows.length * ROW_HEIGHT, paddingTop: start * ROW_HEIGHT, boxSizing: 'border-box' } : undefined}>
        <table style={{ width: scrollX, minWidth: '100%', tableLayout: 'fixed' }}>
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={{ width: c.width }} />
            ))}
          </colgroup>
          <tbody className="ant-table-tbody">
            {visible.length === 0 ? (
              <tr className="ant-table-placeholder">
                <td className="ant-table-cell" colSpan={columns.length}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((order) => <OrderRow key={order.orderId} order={order} columns={prepared} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
});
