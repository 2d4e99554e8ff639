import { Button, Flex, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../application/shared/notifier';
import type { TransferStatus } from '../../domain/wallet/deposit';
import { cancellable, type TransferQuery, type TransferRow } from '../../domain/wallet/transfer-history';
import { useInjection } from '../shared/container-context';
import { dateTime, formatTokenAmount } from '../shared/account-format';
import { failureText } from '../shared/failure-text';
import { HistoryToolbar, pagedTableProps } from '../shared/paged-history';
import { WalletServiceStore } from '../deposit/wallet-service.store';
import { TransferHistoryStore } from './transfer-history.store';

const COLOUR: Readonly<Record<TransferStatus, string>> = {
  NEW: 'default',
  CONFIRMING: 'processing',
  PROCESSING: 'processing',
  COMPLETED: 'success',
  CANCELED: 'error',
};

/** Deposits and withdrawals: filters (token, side, dates), pages, cancel a NEW withdrawal, CSV of what the filters show. */
export const TransferHistory = observer(function TransferHistory({ side }: { side?: 'DEPOSIT' | 'WITHDRAW' }) {
  const { t, i18n } = useTranslation('withdraw');
  const store = useInjection(TransferHistoryStore);
  // the token filter lists the coins of the exchange's token_config (read once per app)
  const service = useInjection(WalletServiceStore);
  const notifier = useInjection(Notifier);
  const filters = store.filters;
  useEffect(() => {
    if (side !== undefined) void store.setFilters({ tokenSide: side });
    void service.loadConfigs();
    return store.start();
  }, [store, side, service]);
  const change = (next: Partial<TransferQuery>) => void store.setFilters({ ...filters, ...next });
  const onCancel = async (id: string) => {
    const failure = await store.cancel(id);
    notifier.show(failure ? 'error' : 'success', failure ? failureText(t, failure, i18n.language) : t('history.cancelled', { id }));
  };
  const columns: TableProps<TransferRow>['columns'] = [
    { key: 'time', title: t('history.time'), width: 170, render: (_, r) => dateTime(i18n.language, r.createdTime) },
    { key: 'side', title: t('history.side'), width: 110, render: (_, r) => t(`side.${r.tokenSide}`) },
    { key: 'token', title: t('history.token'), width: 80, render: (_, r) => r.token },
    { key: 'network', title: t('history.network'), width: 90, render: (_, r) => r.network ?? '' },
    {
      key: 'amount',
      title: t('history.amount'),
      width: 130,
      align: 'right',
      render: (_, r) => (
        <Typography.Text
          type={r.tokenSide === 'WITHDRAW' ? 'danger' : 'success'}
        >{`${r.tokenSide === 'WITHDRAW' ? '−' : '+'}${formatTokenAmount(i18n.language, r.amount, r.token)}`}</Typography.Text>
      ),
    },
    {
      key: 'fee',
      title: t('history.fee'),
      width: 90,
      align: 'right',
      render: (_, r) => (r.feeAmount === '0' ? '—' : formatTokenAmount(i18n.language, r.feeAmount, r.feeToken || r.token)),
    },
    {
      key: 'status',
      title: t('history.status'),
      width: 130,
      render: (_, r) => (
        <Tag color={COLOUR[r.status]} data-testid="transfer-status">
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'address',
      title: t('history.address'),
      width: 200,
      render: (_, r) => (
        <Typography.Text ellipsis copyable={{ text: r.targetAddress }} style={{ maxWidth: 180 }}>
          {r.targetAddress}
        </Typography.Text>
      ),
    },
    {
      key: 'action',
      title: '',
      width: 100,
      render: (_, r) =>
        cancellable(r) && (
          <Button size="small" danger loading={store.cancelling === r.id} onClick={() => void onCancel(r.id)} data-testid="transfer-cancel">
            {t('history.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <Flex vertical gap={8} data-testid="transfer-history" data-total={store.total}>
      <HistoryToolbar
        t={t}
        gap={8}
        dates={{ label: t('history.dates'), testId: 'transfer-dates' }}
        onDates={(startTime, endTime) => change({ startTime, endTime })}
        refresh={{ label: t('history.refresh'), onClick: () => void store.load() }}
        csv={{
          label: t('history.export'),
          testId: 'transfer-export',
          fileName: 'deposits-withdrawals',
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
          data-testid="transfer-token"
          value={filters.token}
          onChange={(v: string | undefined) => change({ token: v })}
          options={service.tokens.map((c) => ({ value: c.token, label: c.token }))}
        />
        {side === undefined && (
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('history.side')}
            aria-label={t('history.side')}
            data-testid="transfer-side"
            value={filters.tokenSide}
            onChange={(v: 'DEPOSIT' | 'WITHDRAW' | undefined) => change({ tokenSide: v })}
            options={(['DEPOSIT', 'WITHDRAW'] as const).map((x) => ({ value: x, label: t(`side.${x}`) }))}
          />
        )}
      </HistoryToolbar>
      <Table<TransferRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={store.rows as TransferRow[]}
        {...pagedTableProps(store, t, i18n.language, t('history.empty'), [20, 50, 100])}
        // a poll while rows move reads the page again under the rows shown: the spinner is for the first read only
        loading={store.loading && store.rows.length === 0}
        scroll={{ x: 1100 }}
        footer={
          store.unreadable > 0
            ? () => (
                <Typography.Text type="warning" data-testid="transfer-unreadable">
                  {t('history.unreadable', { count: store.unreadable })}
                </Typography.Text>
              )
            : undefined
        }
      />
    </Flex>
  );
});
