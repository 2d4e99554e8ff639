import type { ReactNode } from 'react';
import { cx } from '../ui/class-names';
import { Skeleton } from '../ui/surface';
import './plain-table.css';

/** A column of a plain table: its heading (also its key unless it has one), whether its figures align right, and how a row's cell renders. */
export interface PlainColumn<Row> {
  readonly key?: string;
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
  /** The table's name for assistive technology (visually hidden). */
  readonly caption?: string;
  /** The first column heads each row (`<th scope="row">`). */
  readonly rowHeaders?: boolean;
  /** A class of the page's own, beside the shared one. */
  readonly className?: string;
  readonly minWidth?: number;
  readonly testId?: string;
}

/**
 * A short list (a few to a few dozen rows, no sorting, no paging) as a semantic table that looks like antd's small
 * table: figures right-aligned in tabular digits, placeholder rows while loading. No antd: a light page uses it too
 * (the proof of reserves). antd's Table for such lists cost an antd page its chunk's evaluation and, at every mount,
 * rc-table's scroll-bar measure, a forced style and layout of the whole page (docs/adr/0034); lists that sort, page,
 * filter or scroll by thousands keep antd's.
 */
export function PlainTable<Row>(props: Props<Row>) {
  const { columns, rows, rowKey, loading = false, empty, caption, rowHeaders = false, className, minWidth, testId } = props;
  const align = (c: PlainColumn<Row>) => (c.numeric ? 'ex-plain-table__num' : undefined);
  const key = (c: PlainColumn<Row>) => c.key ?? c.title;
  return (
    <table className={cx('ex-plain-table', className)} data-testid={testId} aria-busy={loading} style={minWidth ? { minWidth } : undefined}>
      {caption && <caption className="ex-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={key(c)} scope="col" className={align(c)}>
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
                <td key={key(c)} className={align(c)}>
                  <Skeleton width={c.numeric ? '70%' : '50%'} height={14} />
                </td>
              ))}
            </tr>
          ))}
        {!loading && rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
        {!loading &&
          rows.map((r) => (
            <tr key={rowKey(r)} data-row-key={rowKey(r)}>
              {columns.map((c, i) =>
                rowHeaders && i === 0 ? (
                  <th key={key(c)} scope="row">
                    {c.cell(r)}
                  </th>
                ) : (
                  <td key={key(c)} className={align(c)}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
