import { Card, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Commission, Referee, TokenAmount } from '../../application/referral/ports/referral-api.port';
import { REFERRAL_PAGE_SIZE, type ReferralStore } from './referral.store';
import { formatDateTime } from '../../domain/shared/amount-format';

const dateOf = (lng: string, ms: number) => formatDateTime(lng, ms);
export const amountsText = (amounts: readonly TokenAmount[]) =>
  amounts.length === 0 ? '0' : amounts.map((a) => `${a.amount} ${a.token}`).join(' · ');

/** The people who signed up with the member's codes: registered, traded, volume, what they earned the member. */
export const RefereeTable = observer(function RefereeTable({ store }: { store: ReferralStore }) {
  const { t, i18n } = useTranslation('campaigns');
  const page = store.referees.status === 'success' ? store.referees.value : undefined;
  return (
    <Card size="small" title={t('referral.refereesTitle')} data-testid="referral-referees">
      <Table<Referee>
        size="small"
        rowKey="referralId"
        scroll={{ x: 'max-content' }}
        dataSource={page ? [...page.rows] : []}
        loading={store.referees.status === 'pending'}
        locale={{ emptyText: t('referral.noReferees') }}
        pagination={
          page && page.total > REFERRAL_PAGE_SIZE
            ? {
                current: page.page,
                pageSize: REFERRAL_PAGE_SIZE,
                total: page.total,
                onChange: (p) => void store.loadReferees(p),
                showSizeChanger: false,
              }
            : false
        }
        onRow={() => ({ 'data-testid': 'referral-referee-row' }) as object}
        columns={[
          { title: t('referral.friend'), dataIndex: 'email' },
          { title: t('referral.registered'), dataIndex: 'registerTime', render: (ms: number) => dateOf(i18n.language, ms) },
          { title: t('referral.code'), dataIndex: 'code' },
          {
            title: t('referral.status'),
            dataIndex: 'traded',
            render: (traded: boolean) => (
              <Tag color={traded ? 'green' : 'default'}>{t(traded ? 'referral.traded' : 'referral.onlyRegistered')}</Tag>
            ),
          },
          { title: t('referral.volume'), dataIndex: 'volume', align: 'right', render: (v: string) => `${v} USDT` },
          {
            title: t('referral.commission'),
            dataIndex: 'earned',
            align: 'right',
            render: (e: readonly TokenAmount[]) => <span data-testid="referral-referee-earned">{amountsText(e)}</span>,
          },
        ]}
      />
    </Card>
  );
});

/** Every fee of a referee that paid the member, newest first. */
export const CommissionTable = observer(function CommissionTable({ store }: { store: ReferralStore }) {
  const { t, i18n } = useTranslation('campaigns');
  const page = store.commissions.status === 'success' ? store.commissions.value : undefined;
  return (
    <Card size="small" title={t('referral.commissionsTitle')} data-testid="referral-commissions">
      <Table<Commission>
        size="small"
        rowKey="id"
        scroll={{ x: 'max-content' }}
        dataSource={page ? [...page.rows] : []}
        loading={store.commissions.status === 'pending'}
        locale={{ emptyText: t('referral.noCommissions') }}
        pagination={
          page && page.total > REFERRAL_PAGE_SIZE
            ? {
                current: page.page,
                pageSize: REFERRAL_PAGE_SIZE,
                total: page.total,
                onChange: (p) => void store.loadCommissions(p),
                showSizeChanger: false,
              }
            : false
        }
        onRow={() => ({ 'data-testid': 'referral-commission-row' }) as object}
        columns={[
          { title: t('referral.time'), dataIndex: 'createdTime', render: (ms: number) => dateOf(i18n.language, ms) },
          { title: t('referral.code'), dataIndex: 'code' },
          {
            title: t('referral.amount'),
            key: 'amount',
            align: 'right',
            render: (_, c) => <Typography.Text strong>{`${c.amount} ${c.token}`}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
});
