import { Flex, Select, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES, type LedgerEntry, type LedgerQuery, type LedgerType } from '../../domain/wallet/ledger';
import { useInjection } from '../shared/container-context';
import { dateTime, formatTokenAmount } from '../shared/account-format';
import { HistoryToolbar, pagedTableProps } from '../shared/paged-history';
import { TradingAccountStore } from '../member-trading/account/trading-account.store';
import { LedgerStore } from './ledger.store';
import { MASK } from '../shared/mask';
import { WalletStore } from './wallet.store';

/** The ledger: filters (token, type, dates), pages, the export of what the filters show; reloads as balances move. */
export const WalletHistory = observer(function WalletHistory() {
  const { t, i18n } = useTranslation('wallet');
  const store = useInjection(LedgerStore);
  const wallet = useInjection(WalletStore);
  const account = useInjection(TradingAccountStore);
  const language = i18n.language;
  const filters = store.filters;
  const balances = account.balances;

  // the first page now, and again whenever the stream moves a balance (a new row may have come)
  useEffect(() => {
    if (account.signedIn) void store.load();
  }, [store, account.signedIn, balances]);

  const change = (next: Partial<LedgerQuery>) => void store.setFilters({ ...filters, ...next });
  const tokens = [...new Set([...balances.keys(), ...(filters.token ? [filters.token] : [])])].sort();
  const amount = (value: string | undefined, token: string) =>
    value === undefined ? '—' : wallet.hidden ? MASK : formatTokenAmount(language, value, token);
  const typeLabel = (type: string) => ((LEDGER_TYPES as readonly string[]).includes(type) ? t(`type.${type}`) : type);
  const columns: TableProps<LedgerEntry>['columns'] = [
    { key: 'time', title: t('history.col.time'), width: 170, render: (_, r) => dateTime(language, r.createdTime) },
    { key: 'token', title: t('col.token'), width: 90, render: (_, r) => r.token },
    { key: 'type', title: t('history.col.type'), width: 170, render: (_, r) => typeLabel(r.type) },
    {
      key: 'amount',
      title: t('history.col.amount'),
      width: 150,
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.amount.startsWith('-') ? 'danger' : 'success'}>{amount(r.amount, r.token)}</Typography.Text>
      ),
    },
    { key: 'after', title: t('history.col.balanceAfter'), width: 150, align: 'right', render: (_, r) => amount(r.balanceAfter, r.token) },
  ];
  return (
    <Flex vertical gap={8} data-testid="wallet-history" data-rows={store.rows.length} data-total={store.total}>
      <HistoryToolbar
        t={t}
        gap={8}
        dates={{ label: t('history.dates'), testId: 'ledger-dates' }}
        onDates={(startTime, endTime) => change({ startTime, endTime })}
        refresh={{ label: t('history.refresh'), onClick: () => void store.load() }}
        csv={{
          label: t('history.export'),
          testId: 'ledger-export',
          fileName: 'ledger',
          read: () => store.exportCsv(),
          done: (count) => t('history.exported', { count }),
        }}
      >
        <Select
          allowClear
          showSearch
          style={{ width: 130 }}
          placeholder={t('history.token')}
          aria-label={t('history.token')}
          data-testid="ledger-token"
          value={filters.token}
          onChange={(v: string | undefined) => change({ token: v })}
          options={tokens.map((x) => ({ value: x, label: x }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('history.type')}
          aria-label={t('history.type')}
          data-testid="ledger-type"
          value={filters.type}
          onChange={(v: LedgerType | undefined) => change({ type: v })}
          options={LEDGER_TYPES.map((x) => ({ value: x, label: t(`type.${x}`) }))}
        />
      </HistoryToolbar>
      <Table<LedgerEntry>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={store.rows as LedgerEntry[]}
        scroll={{ x: 730 }}
        {...pagedTableProps(store, t, i18n.language, t('history.empty'), [20, 50, 100])}
      />
    </Flex>
  );
});
