import { Card, Flex, Statistic, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDecimalIn } from '../trade/trade-format';
import { DecimalInput } from '../shared/decimal-input';
import { translateRefusal } from '../shared/translate-refusal';
import { earnAmount } from './earn-format';
import type { SavingsStore } from './savings.store';

/** Estimated earnings of an amount for some days at an APR, compounding daily or not (the domain's `estimateEarnings`). */
export const EarnCalculator = observer(function EarnCalculator({ store }: { store: SavingsStore }) {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const e = store.estimate;
  const field = (id: 'calcAmount' | 'calcDays' | 'calcApr', label: string, suffix?: string) => (
    <Flex vertical gap={4} style={{ flex: '1 1 140px' }}>
      <Typography.Text id={`earn-${id}`}>{label}</Typography.Text>
      <DecimalInput
        value={store[id]}
        aria-labelledby={`earn-${id}`}
        suffix={suffix}
        data-testid={`earn-${id}`}
        status={!e.ok && e.field === { calcAmount: 'amount', calcDays: 'days', calcApr: 'aprPercent' }[id] ? 'error' : undefined}
        onChange={(v) => store.setCalc({ [id]: v })}
      />
    </Flex>
  );
  return (
    <Card title={t('calculator.title')} data-testid="earn-calculator">
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          {field('calcAmount', t('calculator.amount'))}
          {field('calcDays', t('calculator.days'))}
          {field('calcApr', t('calculator.apr'), '%')}
        </Flex>
        <Flex gap={8} align="center">
          <Switch
            checked={store.calcCompounding}
            onChange={(v) => store.setCalc({ calcCompounding: v })}
            aria-label={t('calculator.compounding')}
            data-testid="earn-calc-compounding"
          />
          <Typography.Text>{t('calculator.compounding')}</Typography.Text>
        </Flex>
        {e.ok ? (
          <Flex gap={24} wrap data-testid="earn-calc-result">
            <Statistic title={t('calculator.interest')} value={earnAmount(lng, e.interest)} />
            <Statistic title={t('calculator.total')} value={earnAmount(lng, e.total)} />
            <Statistic title={t('calculator.apy')} value={`${formatDecimalIn(lng, e.apyPercent, 2)} %`} />
          </Flex>
        ) : (
          <Typography.Text type="danger" data-testid="earn-calc-error">
            {translateRefusal(t, lng, e.refusal)}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('calculator.note')}</Typography.Text>
      </Flex>
    </Card>
  );
});
