import { Button, Card, Col, Flex, List, Result, Row, Segmented, Skeleton, Statistic, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { figureTone } from '../../domain/social/figure-tone';
import { TRADING_PERIODS, type TradingPeriod } from '../../domain/social/leaderboard';
import { percentOf } from '../../domain/social/profile';
import type { StrategySummary } from '../../domain/social/strategy';
import { useFeature } from '../features/use-feature';
import { useInjection } from '../shared/container-context';
import { Link, useSearchParams } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { percent, profilePath, toneType, usdt } from './social-format';
import { StrategyStore } from './strategy.store';
import { PageHeading, RetryAlert } from '../shared/page-frame';

/** One strategy: its product, its traders' figures over the period and its three best traders. */
const StrategyCard = observer(function StrategyCard({ row, selected }: { row: StrategySummary; selected: boolean }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  const roiTone = figureTone(percentOf(row.roi));
  return (
    <Card
      size="small"
      data-testid="strategy-card"
      data-strategy={row.strategy}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t(`strategy.name.${row.strategy}`)}</span>
          <Tag data-testid="strategy-product">{t(`strategy.product.${row.product}`)}</Tag>
        </Flex>
      }
      extra={selected ? <Tag color="blue">{t('strategy.selected')}</Tag> : undefined}
      style={selected ? { borderColor: 'var(--ant-color-primary)' } : undefined}
    >
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Statistic title={t('figure.pnl')} value={`${usdt(lng, row.pnl)} USDT`} valueStyle={{ fontSize: 16 }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('figure.roi')}
            value={percent(lng, row.roi)}
            valueStyle={{ fontSize: 16 }}
            valueRender={(v) => (
              <Typography.Text type={toneType(roiTone)} style={{ fontSize: 16 }}>
                {v}
              </Typography.Text>
            )}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('figure.volume')} value={`${usdt(lng, row.volume)} USDT`} valueStyle={{ fontSize: 16 }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('strategy.traders')}
            value={t('strategy.tradersOf', { active: row.traders, all: row.population })}
            valueStyle={{ fontSize: 16 }}
          />
        </Col>
      </Row>
      <Typography.Text type="secondary">
        {t('strategy.winning', { share: row.winningShare === null ? '–' : percent(lng, row.winningShare) })}
      </Typography.Text>
      <List
        size="small"
        header={<Typography.Text strong>{t('strategy.top')}</Typography.Text>}
        dataSource={[...row.topTraders]}
        locale={{ emptyText: t('noData') }}
        renderItem={(tr) => (
          <List.Item extra={<Typography.Text type={toneType(figureTone(tr.pnl))}>{usdt(lng, tr.pnl)} USDT</Typography.Text>}>
            <Link to={profilePath(tr.uuid)} data-testid="strategy-trader">
              {tr.coolName}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
});

/** /social-trading/strategy[?strategy=default-v2|altcoins|spot|default]: the copy-trading strategies and how their traders do. */
export default observer(function StrategyPage() {
  const { t } = useTranslation('social');
  const store = useInjection(StrategyStore);
  const on = useFeature('social.strategies');
  const [params] = useSearchParams();
  const strategy = params.get('strategy');
  useDocumentTitle(t('strategy.title'));
  useEffect(() => {
    if (on) void store.open(strategy);
  }, [on, strategy, store]);
  if (!on)
    return (
      <Result
        status="info"
        title={t('strategy.off')}
        extra={
          <Link to="/leaderboard">
            <Button>{t('leaderboard.title')}</Button>
          </Link>
        }
      />
    );
  const data = store.data;
  return (
    <Flex vertical gap={16} data-testid="strategy-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <PageHeading title={t('strategy.title')} subtitle={t('strategy.subtitle')} />
      <Segmented<TradingPeriod>
        options={TRADING_PERIODS.map((p) => ({ value: p, label: t('period', { days: p }) }))}
        value={store.period}
        onChange={(p) => void store.choosePeriod(p)}
        data-testid="strategy-period"
        style={{ alignSelf: 'start' }}
      />
      {data.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
      {data.status === 'pending' && (
        <Card size="small">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {store.rows.map((row) => (
          <Col key={row.strategy} xs={24} lg={12}>
            <StrategyCard row={row} selected={row.strategy === store.selected} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
});
