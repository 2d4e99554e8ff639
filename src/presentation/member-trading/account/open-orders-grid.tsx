import type { Order } from '../../../domain/trade/orders/order';
import './open-orders-grid.css';
import { WindowedGrid, WINDOW_FROM, rowWindow as gridWindow, type GridColumn } from '../../shared/windowed-grid';

/** Every row is exactly this tall: the small buttons are 24 px, 7 px above and below them, and a 1 px border. */
export const ROW_HEIGHT = 39;
/** The header row: a 22 px line, 8 px above and below it, and a 1 px border. */
export const HEADER_HEIGHT = 39;
export { WINDOW_FROM };

/** An open orders column (the grid's, over orders). */
export type OrderColumn = GridColumn<Order>;

/** The index of the first open order to render for a scroll position, and how many, for a list of `count` orders. */
export const rowWindow = (scrollTop: number, height: number, count: number) => gridWindow(scrollTop, height, count, ROW_HEIGHT);

interface Props {
  /** Read in the grid alone: a new list renders the grid's rows, never the view around it. */
  readonly orders: () => readonly Order[];
  readonly columns: readonly OrderColumn[];
  /** The height of the rows in view; the header is above them. */
  readonly height: number;
  /** The table's width before it stretches to the panel (it scrolls sideways in a narrower one). */
  readonly minWidth: number;
  readonly emptyText: string;
  readonly testId?: string;
}

const orderKey = (order: Order) => order.orderId;

/**
 * The open orders as a windowed grid of our own (docs/adr/0036): the actions column sticky at the end, rows keyed by
 * order id, each rendered only when its order changes, and a new first row (the newest order) bringing a list
 * scrolled down back to the top. With 1,000 open orders and a hundred fills a second, a change of the list renders the
 * grid once and the one or two rows that changed.
 */
export function OpenOrdersGrid({ orders, columns, height, minWidth, emptyText, testId }: Props) {
  return (
    <WindowedGrid
      className="ex-orders-grid"
      testId={testId}
      rows={orders}
      rowKey={orderKey}
      columns={columns}
      rowHeight={ROW_HEIGHT}
      headerHeight={HEADER_HEIGHT}
      height={height}
      minWidth={minWidth}
      emptyText={emptyText}
      followFirst
    />
  );
}
