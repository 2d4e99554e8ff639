import { Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetTransfer } from '../../domain/subaccounts/sub-account';
import { useInjection } from '../shared/container-context';
import { dateTime, formatTokenAmount } from '../shared/account-format';
import { TRANSFER_HISTORY_SIZE, TransferStore } from './transfer.store';

/** The wallet's Transfers tab: internal transfers, newest first, paged. */
export const WalletTransfers = observer(function WalletTransfers() {
  const { t, i18n } = useTranslation('subaccounts');
  const store = useInjection(TransferStore);
  useEffect(() => void store.loadHistory(1), [store]);
  const page = store.history.status === 'success' ? store.history.value : undefined;
  const columns: TableProps<AssetTransfer>['columns'] = [
    { key: 'time', title: t('history.time'), width: 170, render: (_, r) => dateTime(i18n.language, r.createdTime) },
    { key: 'token', title: t('transfer.token'), width: 80, render: (_, r) => r.token },
    { key: 'amount', title: t('transfer.amount'), align: 'right', render: (_, r) => formatTokenAmount(i18n.language, r.amount, r.token) },
    { key: 'from', title: t('transfer.from'), render: (_, r) => r.from.accountName },
    { key: 'to', title: t('transfer.to'), render: (_, r) => r.to.accountName },
    {
      key: 'status',
      title: t('history.status'),
      responsive: ['md'],
      render: (_, r) => <Typography.Text type="success">{t(`history.${r.status}`, { defaultValue: r.status })}</Typography.Text>,
    },
  ];
  const unreadable = page?.unreadable ?? 0;
  return (
    <Table<AssetTransfer>
      footer={
        unreadable > 0
          ? () => (
              <Typography.Text type="warning" data-testid="transfers-unreadable">
                {t('history.unreadable', { count: unreadable })}
              </Typography.Text>
            )
          : undefined
      }
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page ? [...page.rows] : []}
      loading={store.history.status === 'pending'}
      scroll={{ x: 600 }}
      locale={{ emptyText: t('history.empty') }}
      data-testid="wallet-transfers"
      pagination={{
        current: store.historyPage,
        pageSize: TRANSFER_HISTORY_SIZE,
        total: page?.total ?? 0,
        onChange: (p) => void store.loadHistory(p),
        hideOnSinglePage: true,
      }}
    />
  );
});
