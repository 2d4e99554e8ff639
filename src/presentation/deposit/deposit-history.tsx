import { Alert, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '../../domain/wallet/deposit';
import type { WalletTransfer } from '../../domain/wallet/deposit-records';
import { formatDateTime, formatTokenAmount } from '../../domain/shared/amount-format';
import type { DepositStore } from './deposit.store';

const COLOUR: Readonly<Record<TransferStatus, string>> = {
  NEW: 'default',
  CONFIRMING: 'processing',
  PROCESSING: 'processing',
  COMPLETED: 'success',
  CANCELED: 'error',
};

/** The deposit history, read again every second while one is confirming. */
export const DepositHistory = observer(function DepositHistory({ store }: { store: DepositStore }) {
  const { t, i18n } = useTranslation('deposit');
  const rows = store.history.status === 'success' ? [...store.history.value.rows] : [];
  const unreadable = store.history.status === 'success' ? store.history.value.unreadable : 0;
  return (
    <section aria-labelledby="deposit-history-title">
      <Typography.Title level={2} id="deposit-history-title" style={{ fontSize: 18 }}>
        {t('history.title')}
      </Typography.Title>
      {store.history.status === 'error' && <Alert type="error" showIcon title={t('unanswered')} />}
      {unreadable > 0 && (
        <Alert type="warning" showIcon title={t('history.unreadable', { count: unreadable })} data-testid="deposit-unreadable" />
      )}
      <Table<WalletTransfer>
        data-testid="deposit-history"
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={store.history.status === 'pending'}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('history.empty') }}
        columns={[
          { title: t('history.time'), dataIndex: 'createdTime', render: (v: number) => formatDateTime(i18n.language, v) },
          { title: t('history.token'), dataIndex: 'token' },
          { title: t('history.network'), dataIndex: 'network', render: (v: string | undefined) => v ?? '' },
          {
            title: t('history.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string, r) => formatTokenAmount(i18n.language, v, r.token),
          },
          {
            title: t('history.confirmations'),
            key: 'confirmations',
            // unknown (null) once the exchange stops counting (completed rows): a dash, never "null/null"
            render: (_, r) =>
              r.confirmedNumber === null || r.confirmingThreshold === null ? '—' : `${r.confirmedNumber}/${r.confirmingThreshold}`,
          },
          {
            title: t('history.status'),
            dataIndex: 'status',
            render: (s: TransferStatus) => (
              <Tag color={COLOUR[s]} data-testid="deposit-status">
                {t(`status.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('history.txId'),
            dataIndex: 'txId',
            render: (v: string) => (
              <Typography.Text copyable={{ text: v }} ellipsis style={{ maxWidth: 160 }}>
                {v}
              </Typography.Text>
            ),
          },
        ]}
      />
    </section>
  );
});
