import { Card, Flex, Progress, Statistic, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WooTier } from '../../domain/earn/tiers';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { EarnHeader, PAGE_STYLE, earnAmount, percent } from './earn-format';
import { MyWooStore } from './my-woo.store';

/** /my-woo: the 30-day average WOO held, the tier it reaches, the way to the next, and what every tier gives. */
export default observer(function MyWooPage() {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const store = useInjection(MyWooStore);
  useDocumentTitle(t('myWoo.title'));
  useEffect(() => {
    void store.start();
  }, [store]);
  const data = store.data.status === 'success' ? store.data.value : undefined;
  const standing = store.standing;
  const level = standing?.tier?.level ?? 0;
  return (
    <Flex vertical gap={16} data-testid="my-woo-page" style={PAGE_STYLE}>
      <EarnHeader title={t('myWoo.title')} subtitle={t('myWoo.subtitle')} />
      <Card data-testid="my-woo-standing">
        <Flex vertical gap={12}>
          <Flex gap={24} wrap>
            <Statistic
              title={t('myWoo.average', { days: data?.averageDays ?? 30 })}
              value={data ? `${earnAmount(lng, data.average)} WOO` : '–'}
              data-testid="my-woo-average"
            />
            <Statistic title={t('myWoo.current')} value={data ? `${earnAmount(lng, data.current)} WOO` : '–'} />
            <Statistic
              title={t('myWoo.tier')}
              value={level > 0 ? t('myWoo.tierName', { level }) : t('myWoo.noTier')}
              data-testid="my-woo-tier"
            />
          </Flex>
          {standing?.next ? (
            <Flex vertical gap={4} data-testid="my-woo-next">
              <Typography.Text>
                {t('myWoo.toNext', { missing: earnAmount(lng, standing.next.missing), level: standing.next.tier.level })}
              </Typography.Text>
              <Progress percent={Number(standing.next.progress) * 100} showInfo={false} aria-label={t('myWoo.progress')} />
            </Flex>
          ) : (
            standing && <Typography.Text type="success">{t('myWoo.top')}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('myWoo.how')} <Link to="/staking">{t('myWoo.stakeMore')}</Link>
          </Typography.Text>
        </Flex>
      </Card>
      <section aria-label={t('myWoo.tiersTitle')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('myWoo.tiersTitle')}
        </Typography.Title>
        <Table<WooTier>
          size="small"
          rowKey="level"
          dataSource={[...store.tiers]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="my-woo-tiers"
          rowClassName={(r) => (r.level === level ? 'ant-table-row-selected' : '')}
          columns={[
            {
              title: t('myWoo.tier'),
              key: 'level',
              render: (_, r) => (
                <Flex gap={4}>
                  {t('myWoo.tierName', { level: r.level })}
                  {r.level === level && <Tag color="blue">{t('myWoo.yours')}</Tag>}
                </Flex>
              ),
            },
            { title: t('myWoo.threshold'), key: 'threshold', render: (_, r) => `≥ ${earnAmount(lng, r.threshold)} WOO` },
            { title: t('myWoo.feeDiscount'), key: 'fee', render: (_, r) => percent(lng, r.feeDiscount) },
            { title: t('myWoo.boost'), key: 'boost', render: (_, r) => `+${percent(lng, r.stakingBoost)}` },
          ]}
        />
      </section>
    </Flex>
  );
});
