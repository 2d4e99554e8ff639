import { Flex, Tag, theme, Tooltip } from 'antd';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../ui/typography';
import { marginRisk } from '../../../domain/trade/perps/risk';
import { useInjection } from '../../shared/container-context';
import { TradingAccountStore } from './trading-account.store';

/**
 * The account panel's risk lights: the margin risk (maintenance margin ÷ equity: safe, warning,
 * danger) and the ADL quantile of this symbol's position as five lights (5: first in line for auto-deleveraging).
 */
export const RiskLights = observer(function RiskLights({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const account = useInjection(TradingAccountStore);
  // read through computeds: a balance message (each fill) that leaves the level and the quantile as they were renders nothing
  const risk = useMemo(() => computed(() => marginRisk(account.cross.totalAccountValue, account.cross.maintenanceMargin)), [account]).get();
  const quantile = useMemo(() => computed(() => account.positions.get(symbol)?.adlQuantile), [account, symbol]).get();
  const lit = (n: number) =>
    quantile === undefined || n > quantile
      ? token.colorFillSecondary
      : quantile >= 4
        ? token.colorError
        : quantile === 3
          ? token.colorWarning
          : token.colorSuccess;
  return (
    <>
      <Flex justify="space-between" gap={8}>
        <Text tone="secondary">{t('account.panel.risk')}</Text>
        <Tooltip title={t('account.panel.riskHint')}>
          <Tag
            color={risk === 'safe' ? 'success' : risk === 'warning' ? 'warning' : 'error'}
            style={{ marginInlineEnd: 0 }}
            data-testid="account-margin-risk"
            data-risk={risk}
          >
            {t(`account.panel.riskLevel.${risk}`)}
          </Tag>
        </Tooltip>
      </Flex>
      {quantile !== undefined ? (
        <Flex justify="space-between" gap={8}>
          <Text tone="secondary">{t('account.panel.adl')}</Text>
          <Tooltip title={t('account.panel.adlHint')}>
            <Flex
              gap={2}
              role="img"
              aria-label={t('account.panel.adlLabel', { quantile })}
              data-testid="account-adl"
              data-quantile={quantile}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n} style={{ width: 6, height: 12, borderRadius: 1, background: lit(n) }} />
              ))}
            </Flex>
          </Tooltip>
        </Flex>
      ) : null}
    </>
  );
});
