import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import { PlainTable } from '../shared/plain-table';
import { Card, Skeleton, Tag } from '../ui/surface';
import { share, tokenAmount, usdt } from './format';

const TABS = ['assets', 'liabilities', 'earn', 'rwa'] as const;
type TabKey = (typeof TABS)[number];

/** A header and rows of placeholders under the tab bar while the sheet loads (as many rows as the usual token list). */
function SkeletonTable({ rows }: { rows: number }) {
  const cells = (widths: readonly number[]) =>
    widths.map((w, i) => (
      <td key={i}>
        <Skeleton width={w} height={14} />
      </td>
    ));
  return (
    <table className="ex-plain-table por-table por-table--skeleton" aria-hidden="true">
      <thead>
        <tr>{cells([48, 72, 72, 96])}</tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, i) => (
          <tr key={i}>{cells([64, 56, 120, 96])}</tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Assets, liabilities, earn liabilities (apart) and real-world assets, one tab each (WAI-ARIA tabs: arrow keys,
 * Home and End move between tabs). Without `sheet` (loading) the tab bar is drawn over placeholder rows.
 */
export function BalanceTables({ sheet }: { sheet?: BalanceSheetView }) {
  const { t, i18n } = useTranslation('reserves');
  const lng = i18n.language;
  const id = useId();
  const [active, setActive] = useState<TabKey>('assets');
  const tabs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const labels: Record<TabKey, string> = {
    assets: t('tables.assets'),
    liabilities: t('tables.liabilities'),
    earn: t('tables.earn'),
    rwa: t('tables.rwa'),
  };
  const notional = { title: t('tables.notional'), numeric: true, cell: (r: { notional: string }) => usdt(r.notional, lng) };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = TABS[(next + TABS.length) % TABS.length];
    setActive(key);
    tabs.current[key]?.focus();
  };

  const panels: Record<TabKey, ReactNode> = sheet
    ? {
        assets: (
          <PlainTable
            className="por-table"
            rowHeaders
            empty="—"
            caption={labels.assets}
            rows={sheet.assets}
            rowKey={(r) => r.token}
            testId="assets-table"
            columns={[
              {
                title: t('tables.token'),
                cell: (r) => (
                  <>
                    {r.token}
                    {r.custodial && <Tag>{t('tables.custodial')}</Tag>}
                  </>
                ),
              },
              { title: t('tables.proportion'), numeric: true, cell: (r) => share(r.proportion, lng) },
              { title: t('tables.amount'), numeric: true, cell: (r) => tokenAmount(r.amount, lng) },
              notional,
            ]}
          />
        ),
        liabilities: (
          <PlainTable
            className="por-table"
            rowHeaders
            empty="—"
            caption={labels.liabilities}
            rows={sheet.liabilities}
            rowKey={(r) => r.token}
            testId="liabilities-table"
            columns={[
              { title: t('tables.token'), cell: (r) => r.token },
              { title: t('tables.userBalance'), numeric: true, cell: (r) => tokenAmount(r.userBalance, lng) },
              { title: t('tables.userMargin'), numeric: true, cell: (r) => tokenAmount(r.userMargin, lng) },
              { title: t('tables.total'), numeric: true, cell: (r) => tokenAmount(r.total, lng) },
              notional,
            ]}
          />
        ),
        earn: (
          <>
            <p className="por-tabpanel__note">{t('tables.earnNote')}</p>
            <PlainTable
              className="por-table"
              rowHeaders
              empty="—"
              caption={labels.earn}
              rows={sheet.earnLiabilities}
              rowKey={(r) => r.token}
              testId="earn-table"
              columns={[
                { title: t('tables.token'), cell: (r) => r.token },
                { title: t('tables.amount'), numeric: true, cell: (r) => tokenAmount(r.amount, lng) },
                notional,
              ]}
            />
          </>
        ),
        rwa: (
          <PlainTable
            className="por-table"
            rowHeaders
            empty="—"
            caption={labels.rwa}
            rows={sheet.realWorldAssets}
            rowKey={(r) => r.name}
            testId="rwa-table"
            columns={[
              { title: t('tables.name'), cell: (r) => r.name },
              { title: t('tables.issuer'), cell: (r) => r.issuer },
              notional,
              { title: t('tables.apy'), numeric: true, cell: (r) => share(r.apy, lng) },
            ]}
          />
        ),
      }
    : {
        assets: <SkeletonTable rows={10} />,
        liabilities: <SkeletonTable rows={10} />,
        earn: <SkeletonTable rows={3} />,
        rwa: <SkeletonTable rows={3} />,
      };

  return (
    <Card className="por-sheet__wide" data-testid="balance-tables">
      <div className="por-tabs" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabs.current[key] = el;
            }}
            type="button"
            role="tab"
            className="por-tab"
            id={`${id}-tab-${key}`}
            aria-selected={active === key}
            aria-controls={`${id}-panel-${key}`}
            tabIndex={active === key ? 0 : -1}
            onClick={() => setActive(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      {TABS.map((key) => (
        <div
          key={key}
          role="tabpanel"
          className="por-tabpanel"
          id={`${id}-panel-${key}`}
          aria-labelledby={`${id}-tab-${key}`}
          hidden={active !== key}
          tabIndex={0}
          aria-busy={sheet === undefined}
        >
          {panels[key]}
        </div>
      ))}
    </Card>
  );
}
