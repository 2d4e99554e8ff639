import { Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../domain/shared/amount-format';
import type { OrderFormStore } from './order-form.store';

/**
 * What the order may use ("Available"): its own observer, so a balance message (each fill) renders this row, not the
 * whole form.
 */
export const AvailableRow = observer(function AvailableRow({ store }: { readonly store: OrderFormStore }) {
  const { t, i18n } = useTranslation('trade');
  const { base, quote } = store.tokens;
  const buy = store.side === 'BUY';
  const available = store.perp ? store.account.freeCollateral : store.account.balance(buy ? quote : base)?.available;
  const unit = store.perp || buy ? quote : base;
  return (
    <Flex justify="space-between" wrap gap={4}>
      <Typography.Text type="secondary">{t('form.available')}</Typography.Text>
      <Typography.Text data-testid="order-available">
        {available === undefined ? '--' : `${formatTokenAmount(i18n.language, available, unit)} ${unit}`}
      </Typography.Text>
    </Flex>
  );
});
