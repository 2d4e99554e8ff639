/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { PlainTable, type PlainColumn } from '../../../../src/presentation/shared/plain-table';

interface Row {
  readonly token: string;
  readonly amount: string;
}
const columns: readonly PlainColumn<Row>[] = [
  { key: 'token', title: 'Token', cell: (r) => r.token },
  { key: 'amount', title: 'Amount', numeric: true, cell: (r) => r.amount },
];
const table = (props: { rows: readonly Row[]; loading?: boolean }) =>
  render(<PlainTable columns={columns} rowKey={(r) => r.token} empty="Nothing yet" testId="list" {...props} />);

describe('the plain table', () => {
  it('shows one row per item, keyed, its figures right-aligned under a right-aligned heading', () => {
    table({
      rows: [
        { token: 'USDT', amount: '10.00' },
        { token: 'BTC', amount: '0.10000000' },
      ],
    });
    const rows = within(screen.getByTestId('list')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['TokenAmount', 'USDT10.00', 'BTC0.10000000']);
    expect(rows.slice(1).map((r) => r.getAttribute('data-row-key'))).toEqual(['USDT', 'BTC']);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveClass('ex-plain-table__num');
    expect(screen.getByRole('cell', { name: '10.00' })).toHaveClass('ex-plain-table__num');
    expect(screen.getByRole('cell', { name: 'USDT' })).not.toHaveClass('ex-plain-table__num');
  });

  it('shows placeholder rows, hidden from assistive technology, while loading, and says when the list is empty', () => {
    const { rerender } = table({ rows: [], loading: true });
    const list = screen.getByTestId('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByText('Nothing yet')).toBeNull();
    rerender(<PlainTable columns={columns} rowKey={(r) => r.token} empty="Nothing yet" testId="list" rows={[]} />);
    expect(screen.getByTestId('list')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('cell', { name: 'Nothing yet' })).toHaveAttribute('colspan', '2');
  });
});
