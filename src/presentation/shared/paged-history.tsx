import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../application/shared/notifier';
import { ClockPort } from '../../application/shared/ports/clock.port';
import type { Loadable } from '../../domain/shared/loadable';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { useInjection } from './container-context';
import { DayRangeFilter } from './day-range-filter';
import { downloadText, exportFileName } from './download-text';
import { failureText } from './failure-text';

/** The translate function of the table's namespace (failures are said in it). */
type Translate = Parameters<typeof failureText>[0];

/** What a history's CSV export answers: the file's text and its row count, or why it could not be read. */
export type CsvExport = { readonly csv: string; readonly rows: number } | { readonly failure: TradeFailure };

/** The part of a paged history store the table reads: the page, the row count, the loading and the failure. */
export interface PagedRows {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly loading: boolean;
  readonly failure: TradeFailure | undefined;
  setPage(page: number, size: number): unknown;
}

interface ToolbarProps {
  readonly t: Translate;
  readonly size?: 'small';
  readonly gap: number;
  readonly style?: CSSProperties;
  readonly dates: { readonly label: string; readonly testId: string };
  readonly onDates: (startTime: number | undefined, endTime: number | undefined) => void;
  readonly refresh: { readonly label: string; readonly onClick: () => void };
  readonly csv: {
    readonly label: string;
    readonly testId: string;
    /** The file's name before its date (`ledger` saves `ledger-2026-01-02.csv`). */
    readonly fileName: string;
    readonly read: () => Promise<CsvExport>;
    /** The notice once saved. */
    readonly done: (rows: number) => string;
  };
  /** The table's own filters, before the dates. */
  readonly children: ReactNode;
}

/**
 * A history table's filter bar: its own filters, the from–to days, refresh, and the CSV of every row the filters
 * match (saved as a file; a notice says how many rows, or why not).
 */
export function HistoryToolbar({ t, size, gap, style, dates, onDates, refresh, csv, children }: ToolbarProps) {
  const { i18n } = useTranslation();
  const notifier = useInjection(Notifier);
  const clock = useInjection(ClockPort);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    const result = await csv.read();
    setExporting(false);
    if ('failure' in result) return notifier.show('error', failureText(t, result.failure, i18n.language));
    downloadText(exportFileName(csv.fileName, clock.now()), result.csv);
    notifier.show('success', csv.done(result.rows));
  };
  return (
    <Flex gap={gap} wrap align="center" style={style}>
      {children}
      <DayRangeFilter size={size} label={dates.label} testId={dates.testId} onChange={onDates} />
      <Button size={size} icon={<ReloadOutlined />} aria-label={refresh.label} onClick={refresh.onClick} />
      <Button size={size} icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()} data-testid={csv.testId}>
        {csv.label}
      </Button>
    </Flex>
  );
}

/**
 * A history table's states and pages (spread on antd's Table): the spinner while a page is read, the failure or
 * the empty message where rows would be, and the page controls with the sizes offered; `sizes: false` shows no pages.
 */
export function pagedTableProps(store: PagedRows, t: Translate, language: string, empty: string, sizes: readonly number[] | false) {
  return {
    loading: store.loading,
    locale: { emptyText: store.failure ? failureText(t, store.failure, language) : empty },
    pagination: sizes
      ? {
          current: store.page,
          pageSize: store.pageSize,
          total: store.total,
          showSizeChanger: true,
          pageSizeOptions: [...sizes],
          onChange: (page: number, size: number) => void store.setPage(page, size),
        }
      : (false as const),
  };
}

interface LoadedPageOptions {
  /** The page asked for (shown while it is read). */
  readonly current: number;
  readonly pageSize: number;
  readonly empty: string;
  readonly onPage: (page: number) => void;
}

/**
 * A table of one page the exchange answers (spread on antd's Table): its rows, the spinner until the first answer,
 * the empty message, and the page controls, hidden while one page holds every row.
 */
export function loadedPageProps<R>(page: Loadable<{ readonly rows: readonly R[]; readonly total: number }>, options: LoadedPageOptions) {
  const value = page.status === 'success' ? page.value : undefined;
  return {
    dataSource: value ? [...value.rows] : [],
    loading: page.status === 'pending',
    locale: { emptyText: options.empty },
    pagination: {
      current: options.current,
      pageSize: options.pageSize,
      total: value?.total ?? 0,
      hideOnSinglePage: true,
      onChange: options.onPage,
    },
  };
}
