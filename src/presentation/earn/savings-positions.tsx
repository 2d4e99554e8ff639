import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PositionRow, YieldRow } from '../../domain/earn/earn-types';
import { earnAmount, percent } from './earn-format';
import { YIELD_PAGE_SIZE, type SavingsStore } from './savings.store';
import { intlLocale } from '../../domain/shared/locale';

/** The member's positions (redeem; an early fixed-term redemption says what it loses first) and the yield history. */
export const SavingsPositions = observer(function SavingsPositions({ store }: { store: SavingsStore }) {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const date = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeStyle: 'short' });
  const yields = store.yields.status === 'success' ? store.yields.value : undefined;
  return (
    <>
      <section aria-label={t('savings.positionsTitle')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('savings.positionsTitle')}
        </Typography.Title>
        <Table<PositionRow>
          size="small"
          rowKey={(r) => String(r.positionId)}
          dataSource={store.active}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="savings-positions"
          loading={store.positions.status === 'pending'}
          locale={{ emptyText: t('savings.noPositions') }}
          columns={[
            { title: t('savings.product'), key: 'product', render: (_, r) => <Tag>{r.productId}</Tag> },
            { title: t('savings.principal'), key: 'principal', render: (_, r) => `${earnAmount(lng, r.principal)} ${r.token}` },
            { title: t('savings.interestPaid'), key: 'interest', render: (_, r) => `${earnAmount(lng, r.interestPaid)} ${r.token}` },
            {
              title: t('savings.maturity'),
              key: 'maturity',
              render: (_, r) => (r.maturityTime !== undefined ? date.format(r.maturityTime) : t('savings.anyTime')),
            },
            {
              title: '',
              key: 'redeem',
              fixed: 'right',
              render: (_, r) => {
                const preview = store.redeemPreview(r);
                const button = (
                  <Button
                    size="small"
                    loading={store.busy}
                    data-testid={`redeem-${r.positionId}`}
                    onClick={preview.early ? undefined : () => void store.redeem(r.positionId)}
                  >
                    {t('savings.redeem')}
                  </Button>
                );
                return preview.early ? (
                  <Popconfirm
                    title={t('savings.earlyTitle')}
                    description={t('savings.earlyText', {
                      penalty: earnAmount(lng, preview.penalty),
                      received: earnAmount(lng, preview.received),
                      token: r.token,
                    })}
                    okText={t('savings.redeem')}
                    cancelText={t('savings.cancel')}
                    onConfirm={() => void store.redeem(r.positionId)}
                  >
                    {button}
                  </Popconfirm>
                ) : (
                  button
                );
              },
            },
          ]}
        />
      </section>
      <section aria-label={t('yield.title')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('yield.title')}
        </Typography.Title>
        <Table<YieldRow>
          size="small"
          rowKey={(r) => String(r.id)}
          dataSource={yields ? [...yields.rows] : []}
          scroll={{ x: 'max-content' }}
          data-testid="yield-history"
          loading={store.yields.status === 'pending'}
          locale={{ emptyText: t('yield.empty') }}
          pagination={{
            current: store.yieldPage,
            pageSize: YIELD_PAGE_SIZE,
            total: yields?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (p) => void store.loadYields(p),
          }}
          columns={[
            { title: t('yield.time'), key: 'time', render: (_, r) => date.format(r.createdTime) },
            { title: t('yield.source'), key: 'source', render: (_, r) => (r.source === 'STAKING' ? t('yield.staking') : r.productId) },
            { title: t('yield.amount'), key: 'amount', render: (_, r) => `${earnAmount(lng, r.amount)} ${r.token}` },
            { title: t('yield.apr'), key: 'apr', render: (_, r) => percent(lng, r.apr) },
          ]}
        />
      </section>
    </>
  );
});
