/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import type { Order } from '../../../../src/domain/trade/orders/order';
import {
  HEADER_HEIGHT,
  OpenOrdersGrid,
  ROW_HEIGHT,
  rowWindow,
  type OrderColumn,
} from '../../../../src/presentation/member-trading/account/open-orders-grid';
import { orderRow } from '../../../fakes/trade/fake-trading-api';

/** Newest first, as the store lists them. */
const ordersOf = (count: number, from = 0) => Array.from({ length: count }, (_, i) => orderRow({ orderId: String(from + count - i) }));

function setup(initial: Order[], height = 10 * ROW_HEIGHT) {
  const list = observable.box<readonly Order[]>(initial, { deep: false });
  const rendered: string[] = [];
  const cancel = jest.fn();
  const columns: OrderColumn[] = [
    {
      key: 'id',
      title: 'Order',
      width: 100,
      render: (o) => {
        rendered.push(o.orderId);
        return `#${o.orderId}`;
      },
    },
    { key: 'filled', title: 'Filled', width: 100, align: 'right', render: (o) => o.executed },
    {
      key: 'actions',
      title: 'Actions',
      width: 100,
      fixed: 'end',
      render: (o) => (
        <button type="button" data-testid="order-cancel" onClick={() => cancel(o)}>
          Cancel
        </button>
      ),
    },
  ];
  render(
    <OpenOrdersGrid
      testId="open-orders"
      orders={() => list.get()}
      columns={columns}
      height={height}
      minWidth={300}
      emptyText="No open orders"
    />,
  );
  const set = (next: readonly Order[]) => act(() => runInAction(() => list.set(next)));
  const scroller = screen.getByTestId('open-orders');
  const scrollTo = (top: number) =>
    act(() => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    });
  return { list, set, rendered, cancel, scroller, scrollTo };
}

const rowIds = () =>
  [...screen.getByTestId('open-orders').querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.getAttribute('data-row-key'));

describe('the open orders grid', () => {
  it('renders a row again only when its own order changes, not when rows arrive above it or leave', () => {
    const initial = ordersOf(3);
    const { set, rendered } = setup(initial);
    expect(rowIds()).toEqual(['3', '2', '1']);
    rendered.length = 0;
    const fresh = orderRow({ orderId: '4' });
    set([fresh, ...initial]);
    expect(rowIds()).toEqual(['4', '3', '2', '1']);
    expect(rendered).toEqual(['4']);
    rendered.length = 0;
    const filled = { ...initial[1], executed: '0.004' };
    set([fresh, initial[0], filled, initial[2]]);
    expect(rendered).toEqual(['2']);
    expect(within(screen.getByTestId('open-orders').querySelector('tr[data-row-key="2"]') as HTMLElement).getByText('0.004')).toBeTruthy();
    rendered.length = 0;
    set([fresh, filled, initial[2]]);
    expect(rowIds()).toEqual(['4', '2', '1']);
    expect(rendered).toEqual([]);
  });

  it('keeps a long list windowed: the rows in view and a few around them, the right ones after a scroll', () => {
    const orders = ordersOf(1000);
    const { scrollTo, rendered, scroller } = setup(orders);
    const first = rowIds();
    expect(first[0]).toBe('1000');
    expect(first.length).toBe(rowWindow(0, 10 * ROW_HEIGHT, 1000).end);
    expect(first.length).toBeLessThan(30);
    rendered.length = 0;
    scrollTo(500 * ROW_HEIGHT + 10);
    const ids = rowIds();
    const { start, end } = rowWindow(500 * ROW_HEIGHT, 10 * ROW_HEIGHT, 1000);
    expect(ids).toEqual(orders.slice(start, end).map((o) => o.orderId));
    expect(ids).toContain(orders[500].orderId);
    expect(ids).toContain(orders[509].orderId);
    expect(ids).not.toContain('1000');
    // only the rows that came into the window rendered
    expect(new Set(rendered)).toEqual(new Set(ids));
    // the rows not rendered are two spacer rows of their height: the table scrolls as a 1,000-row one
    const spacers = [...scroller.querySelectorAll('tbody tr[aria-hidden="true"] td')] as HTMLElement[];
    expect(spacers.map((td) => td.style.height)).toEqual([`${start * ROW_HEIGHT}px`, `${(1000 - end) * ROW_HEIGHT}px`]);
  });

  it('brings a list scrolled down back to the top when a new order arrives first', () => {
    const orders = ordersOf(200);
    const { set, scrollTo, scroller } = setup(orders);
    scrollTo(100 * ROW_HEIGHT);
    expect(rowIds()).not.toContain('200');
    set([orderRow({ orderId: '201' }), ...orders]);
    expect(scroller.scrollTop).toBe(0);
    expect(rowIds()[0]).toBe('201');
  });

  it('cancels the order of the row whose cancel button was pressed', () => {
    const orders = ordersOf(3);
    const { cancel } = setup(orders);
    const row = screen.getByTestId('open-orders').querySelector('tr[data-row-key="2"]') as HTMLElement;
    fireEvent.click(within(row).getByTestId('order-cancel'));
    expect(cancel).toHaveBeenCalledWith(orders[1]);
  });

  it('says there are no open orders, in a table row of its own', () => {
    const { set } = setup(ordersOf(2));
    set([]);
    expect(rowIds()).toEqual([]);
    expect(screen.getByRole('cell', { name: 'No open orders' })).toBeTruthy();
  });

  it('renders a real table: a header of column headings, rows and cells, the last column kept in view at the end', () => {
    const { scroller } = setup(ordersOf(2));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Filled', 'Actions']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const cells = screen.getAllByRole('row')[1].querySelectorAll('td');
    expect(cells[1]).toHaveClass('ex-plain-table__num');
    expect(cells[2]).toHaveClass('ex-wgrid__end');
    expect(screen.getAllByRole('columnheader')[2]).toHaveClass('ex-wgrid__end');
    // the container holds the header and `height` of rows
    expect(scroller.style.maxHeight).toBe(`${10 * ROW_HEIGHT + HEADER_HEIGHT}px`);
  });
});
