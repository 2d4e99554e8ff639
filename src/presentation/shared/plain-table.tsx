import type { ReactNode } from 'react';
import { Skeleton } from '../ui/surface';
import './plain-table.css';

/** A column of a plain table: its heading, whether its figures align right, and how a row's cell renders. */
export interface PlainColumn<Row> {
  readonly key: string;
  readonly title: string;
  readonly numeric?: boolean;
  readonly cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  readonly columns: readonly PlainColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** Placeholder rows while the rows are not known yet. */
  readonly loading?: boolean;
  /** What an empty list says. */
  readonly empty: string;
  readonly minWidth?: number;
  readonly testId?: string;
}

/**
 * A short list (a few to a few dozen rows, no sorting, no paging) as a semantic table that looks like antd's small
 * table: figures right-aligned in tabular digits, placeholder rows while loading. antd's Table for such lists cost a
 * page its chunk's evaluation and, at every mount, rc-table's scroll-bar measure, a forced style and layout of the
 * whole page (docs/benchmarks.md, stop 59); lists that sort, page, filter or scroll by thousands keep antd's.
 */
export function PlainTable<Row>({ columns, rows, rowKey, loading = false, empty, minWidth, testId }: Props<Row>) {
  const align = (c: PlainColumn<Row>) => (c.numeric ? 'ex-plain-table__num' : undefined);
  return (
    <table className="ex-plain-table" data-testid={testId} aria-busy={loading} style={minWidth ? { minWidth } : undefined}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={align(c)}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loading &&
          [0, 1, 2].map((i) => (
            <tr key={i} aria-hidden="true">
              {columns.map((c) => (
                <td key={c.key} className={align(c)}>
                  <Skeleton width={c.numeric ? '70%' : '50%'} height={14} />
                </td>
              ))}
            </tr>
          ))}
        {!loading && rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="ex-plain-table__empty">
              {empty}
            </td>
          </tr>
        )}
        {!loading &&
          rows.map((r) => (
            <tr key={rowKey(r)} data-row-key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} className={align(c)}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
