/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { nextMarketSort } from '../../../../src/presentation/markets/market-sort';
import { WindowedGrid, type GridColumn, type GridSortOrder } from '../../../../src/presentation/shared/windowed-grid';

interface Market {
  readonly symbol: string;
}

/** The same key object per symbol, as the markets store keeps them. */
const keys = new Map<string, Market>();
const market = (symbol: string): Market => {
  let key = keys.get(symbol);
  if (!key) keys.set(symbol, (key = { symbol }));
  return key;
};

function setup(symbols: string[], sortOrder: GridSortOrder | null = 'descend') {
  const list = observable.box<readonly Market[]>(symbols.map(market), { deep: false });
  const rendered: string[] = [];
  const pressed: string[] = [];
  const sorted = jest.fn();
  const starred = jest.fn();
  const columns: GridColumn<Market>[] = [
    {
      key: 'name',
      title: 'Pair',
      width: 120,
      fixed: 'start',
      render: (m) => {
        rendered.push(m.symbol);
        return (
          <button
            type="button"
            data-testid={`star-${m.symbol}`}
            onClick={(event) => {
              event.stopPropagation();
              starred(m.symbol);
            }}
          >
            {m.symbol}
          </button>
        );
      },
    },
    { key: 'volume', title: 'Volume', width: 100, align: 'right', sort: { order: sortOrder, onPress: sorted }, render: () => '1' },
    { key: 'bid', title: 'Bid', width: 100, align: 'right', render: () => '2' },
  ];
  render(
    <WindowedGrid
      testId="markets"
      rows={() => list.get()}
      rowKey={(m) => m.symbol}
      columns={columns}
      rowHeight={66}
      headerHeight={47}
      height={660}
      minWidth={320}
      emptyText="No markets"
      onRowPress={(m) => pressed.push(m.symbol)}
    />,
  );
  const set = (next: string[]) => act(() => runInAction(() => list.set(next.map(market))));
  return { set, rendered, pressed, sorted, starred };
}

const rowKeys = () =>
  [...screen.getByTestId('markets').querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.getAttribute('data-row-key'));

describe('the windowed grid', () => {
  it('moves rows that only moved when the list is sorted again, without rendering them', () => {
    const { set, rendered } = setup(['BTC', 'ETH', 'SOL']);
    expect(rowKeys()).toEqual(['BTC', 'ETH', 'SOL']);
    rendered.length = 0;
    set(['ETH', 'BTC', 'SOL']);
    expect(rowKeys()).toEqual(['ETH', 'BTC', 'SOL']);
    expect(rendered).toEqual([]);
    set(['ETH', 'SOL']);
    expect(rowKeys()).toEqual(['ETH', 'SOL']);
    expect(rendered).toEqual([]);
    set(['XRP', 'ETH', 'SOL']);
    expect(rendered).toEqual(['XRP']);
  });

  it('says which heading sorts the list and in which order, and a press on it asks for the next sort', () => {
    const { sorted } = setup(['BTC']);
    const [pair, volume, bid] = screen.getAllByRole('columnheader');
    expect(volume).toHaveAttribute('aria-sort', 'descending');
    expect(pair).not.toHaveAttribute('aria-sort');
    expect(bid).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(volume).getByRole('button', { name: 'Volume' }));
    expect(sorted).toHaveBeenCalledTimes(1);
    expect(within(pair).queryByRole('button')).toBeNull();
  });

  it('marks a sortable heading not in use as not sorted', () => {
    setup(['BTC'], null);
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'none');
  });

  it('opens a row on a press, but not on a press of a button inside it', () => {
    const { pressed, starred } = setup(['BTC', 'ETH']);
    fireEvent.click(screen.getByTestId('markets').querySelector('tr[data-row-key="ETH"] td:nth-child(2)')!);
    expect(pressed).toEqual(['ETH']);
    fireEvent.click(screen.getByTestId('star-BTC'));
    expect(starred).toHaveBeenCalledWith('BTC');
    expect(pressed).toEqual(['ETH']);
  });

  it('keeps the first column in view when the grid scrolls sideways', () => {
    setup(['BTC']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveClass('ex-wgrid__start');
    expect(screen.getByTestId('markets').querySelector('tr[data-row-key="BTC"] td')).toHaveClass('ex-wgrid__start');
  });

  it('says so when the list is empty', () => {
    setup([]);
    expect(screen.getByTestId('markets')).toHaveTextContent('No markets');
  });
});

describe('the markets table sort', () => {
  it('turns the order of the column in use round, and sorts by another column figures first and names from A', () => {
    expect(nextMarketSort({ key: 'volume', order: 'descend' }, 'volume')).toEqual({ key: 'volume', order: 'ascend' });
    expect(nextMarketSort({ key: 'volume', order: 'ascend' }, 'volume')).toEqual({ key: 'volume', order: 'descend' });
    expect(nextMarketSort({ key: 'volume', order: 'descend' }, 'price')).toEqual({ key: 'price', order: 'descend' });
    expect(nextMarketSort({ key: 'price', order: 'ascend' }, 'change')).toEqual({ key: 'change', order: 'descend' });
    expect(nextMarketSort({ key: 'volume', order: 'descend' }, 'name')).toEqual({ key: 'name', order: 'ascend' });
    expect(nextMarketSort({ key: 'name', order: 'ascend' }, 'name')).toEqual({ key: 'name', order: 'descend' });
  });
});
