import { Card, Col, Flex, Progress, Row, Statistic, Switch, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import { useInjection } from '../shared/container-context';
import { BalanceSheetStore } from './balance-sheet.store';
import { ratioPercent, usdt } from './format';

function Gauge({ label, hint, ratio, testId }: { label: string; hint: string; ratio: string | undefined; testId: string }) {
  const { token } = theme.useToken();
  const percent = ratio === undefined ? 0 : Math.min(100, Number(ratio) * 100);
  return (
    <Flex vertical align="center" gap={token.marginXS}>
      <Progress type="dashboard" percent={percent} size={140} status={percent >= 100 ? 'success' : 'normal'}
        format={() => <span data-testid={testId}>{ratioPercent(ratio)}</span>} />
      <Typography.Text strong>{label}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>{hint}</Typography.Text>
    </Flex>
  );
}

/** Reserve and custody ratios as gauges, the USDT totals, and the "Include WOO token" toggle. */
export const ReserveGauges = observer(function ReserveGauges({ sheet }: { sheet: BalanceSheetView }) {
  const { t, i18n } = useTranslation('reserves');
  const store = useInjection(BalanceSheetStore);
  return (
    <Card>
      <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text>{t('includeWoo')}</Typography.Text>
        <Switch data-testid="include-woo" checked={!store.excludeWoo} onChange={(on) => store.setExcludeWoo(!on)} aria-label={t('includeWoo')} />
      </Flex>
      <Row gutter={[16, 24]} align="top">
        <Col xs={12}>
          <Gauge label={t('gauges.reserveRatio')} hint={t('gauges.reserveHint')} ratio={sheet.reserveRatio} testId="reserve-ratio" />
        </Col>
        <Col xs={12}>
          <Gauge label={t('gauges.custodyRatio')} hint={t('gauges.custodyHint')} ratio={sheet.custodyRatio} testId="custody-ratio" />
        </Col>
        <Col xs={24}>
          <Flex wrap gap={24} justify="space-around">
            <Statistic title={t('totals.assets')} value={usdt(sheet.totals.totalAssets, i18n.language)} suffix="USDT" />
            <Statistic title={t('totals.custodial')} value={usdt(sheet.totals.custodialAssets, i18n.language)} suffix="USDT" />
            <Statistic title={t('totals.liabilities')} value={usdt(sheet.totals.totalLiabilities, i18n.language)} suffix="USDT" />
          </Flex>
        </Col>
      </Row>
    </Card>
  );
});
