import { Alert, Descriptions, Flex, Progress, Typography, theme } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MarginRisk } from '../../domain/trade/spot-margin/spot-margin';
import { formatDecimalIn } from '../trade/trade-format';
import type { SpotMarginStore } from './spot-margin.store';

/** The gauge's scale: margin level 1 (empty) to 3 (full); no debt is full. */
const GAUGE_TOP = new Decimal(3);

export function gaugePercent(level: string | undefined): number {
  if (level === undefined) return 100;
  const share = Decimal.min(GAUGE_TOP, Decimal.max(1, level)).minus(1).div(GAUGE_TOP.minus(1));
  return share.times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

/** The risk as on perpetuals: the margin level on a gauge coloured by where it stands, the warning and liquidation levels. */
export const SpotMarginRisk = observer(function SpotMarginRisk({ store }: { store: SpotMarginStore }) {
  const { t, i18n } = useTranslation('spotMargin');
  const { token } = theme.useToken();
  const s = store.summary;
  if (!s) return null;
  const lng = i18n.language;
  const colour: Record<MarginRisk, string> = {
    none: token.colorSuccess,
    safe: token.colorSuccess,
    warning: token.colorWarning,
    liquidation: token.colorError,
  };
  const usdt = (v: string) => `${formatDecimalIn(lng, v, 2)} USDT`;
  const level = s.marginLevel === undefined ? t('risk.noDebt') : formatDecimalIn(lng, s.marginLevel, 2);
  return (
    <section aria-label={t('risk.title')} data-testid="spot-margin-risk">
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('risk.title')}
      </Typography.Title>
      <Flex gap={24} wrap align="center">
        <Progress
          type="dashboard"
          percent={gaugePercent(s.marginLevel)}
          strokeColor={colour[store.risk]}
          format={() => <span data-testid="margin-level">{level}</span>}
          aria-label={t('risk.level')}
        />
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'level',
              label: t('risk.level'),
              children: (
                <Typography.Text data-testid="margin-risk" data-risk={store.risk} style={{ color: colour[store.risk] }}>
                  {t(`risk.state.${store.risk}`)}
                </Typography.Text>
              ),
            },
            {
              key: 'warning',
              label: t('risk.warningLevel'),
              children: <span data-testid="warning-level">{formatDecimalIn(lng, s.warningLevel, 2)}</span>,
            },
            {
              key: 'liquidation',
              label: t('risk.liquidationLevel'),
              children: <span data-testid="liquidation-level">{formatDecimalIn(lng, s.liquidationLevel, 2)}</span>,
            },
            { key: 'assets', label: t('risk.assets'), children: usdt(s.totalAssets) },
            { key: 'liabilities', label: t('risk.liabilities'), children: usdt(s.totalLiabilities) },
            { key: 'equity', label: t('risk.equity'), children: usdt(s.equity) },
          ]}
        />
      </Flex>
      {store.risk === 'warning' && (
        <Alert
          type="warning"
          showIcon
          title={t('risk.warningNote', { level: formatDecimalIn(lng, s.liquidationLevel, 2) })}
          data-testid="margin-warning"
        />
      )}
      {store.risk === 'liquidation' && <Alert type="error" showIcon title={t('risk.liquidationNote')} data-testid="margin-liquidation" />}
    </section>
  );
});
