import { Button, Table, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SpotMarginHistoryRow } from '../../domain/trade/spot-margin/spot-margin-account';
import { formatDecimalIn } from '../trade/trade-format';
import { HISTORY_PAGE_SIZE, type SpotMarginStore, type SpotMarginTokenRow } from './spot-margin.store';
import { formatDateTime, formatExact } from '../../domain/shared/amount-format';
import { loadedPageProps } from '../shared/paged-history';

/** A rate as a percent with at most `places` decimals (rounded toward zero, no trailing zeros), in the language's separators. */
const percent = (lng: string, fraction: string, places: number) =>
  formatExact(lng, new Decimal(fraction).times(100).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed());
const amount = (lng: string, v: string) =>
  formatDecimalIn(lng, v, 8)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '');

/** Per token: the annual and hourly rate, the loan, its interest, what may still be borrowed, and Repay. */
export const SpotMarginTokens = observer(function SpotMarginTokens({ store }: { store: SpotMarginStore }) {
  const { t, i18n } = useTranslation('spotMargin');
  const lng = i18n.language;
  return (
    <section aria-label={t('tokens.title')}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('tokens.title')}
      </Typography.Title>
      <Table<SpotMarginTokenRow>
        size="small"
        rowKey="token"
        dataSource={store.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="spot-margin-tokens"
        loading={store.overview.status === 'pending'}
        onRow={(r) => ({ 'data-token': r.token }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('tokens.token'), dataIndex: 'token', key: 'token' },
          { title: t('tokens.annualRate'), key: 'annual', render: (_, r) => `${percent(lng, r.annualRate, 2)}%` },
          { title: t('tokens.hourlyRate'), key: 'hourly', render: (_, r) => `${percent(lng, r.hourlyRate, 6)}%` },
          {
            title: t('tokens.borrowed'),
            key: 'borrowed',
            render: (_, r) => <span data-testid="loan-borrowed">{amount(lng, r.borrowed)}</span>,
          },
          {
            title: t('tokens.interest'),
            key: 'interest',
            render: (_, r) => <span data-testid="loan-interest">{amount(lng, r.interest)}</span>,
          },
          {
            title: t('tokens.maxBorrowable'),
            key: 'max',
            render: (_, r) => <span data-testid="loan-max">{amount(lng, r.maxBorrowable)}</span>,
          },
          {
            title: '',
            key: 'repay',
            render: (_, r) =>
              r.owes ? (
                <Button size="small" onClick={() => store.openRepay(r.token)} data-testid={`repay-${r.token}`}>
                  {t('tokens.repay')}
                </Button>
              ) : null,
          },
        ]}
      />
    </section>
  );
});

/** The interest history: borrows at fills, hourly accruals and repayments, newest first, paged by the exchange. */
export const SpotMarginHistory = observer(function SpotMarginHistory({ store }: { store: SpotMarginStore }) {
  const { t, i18n } = useTranslation('spotMargin');
  const lng = i18n.language;
  return (
    <section aria-label={t('history.title')}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('history.title')}
      </Typography.Title>
      <Table<SpotMarginHistoryRow>
        size="small"
        rowKey={(r) => String(r.id)}
        scroll={{ x: 'max-content' }}
        data-testid="spot-margin-history"
        {...loadedPageProps(store.history, {
          current: store.historyPage,
          pageSize: HISTORY_PAGE_SIZE,
          empty: t('history.empty'),
          onPage: (p) => void store.loadHistory(p),
        })}
        columns={[
          { title: t('history.time'), key: 'time', render: (_, r) => formatDateTime(lng, r.createdTime) },
          { title: t('history.token'), dataIndex: 'token', key: 'token' },
          { title: t('history.type'), key: 'type', render: (_, r) => t(`history.types.${r.type}`) },
          { title: t('history.principal'), key: 'principal', render: (_, r) => amount(lng, r.principal) },
          { title: t('history.interest'), key: 'interest', render: (_, r) => amount(lng, r.interest) },
          {
            title: t('history.hourlyRate'),
            key: 'rate',
            render: (_, r) => (r.type === 'ACCRUED' ? `${percent(lng, r.hourlyRate, 6)}%` : '--'),
          },
        ]}
      />
    </section>
  );
});
