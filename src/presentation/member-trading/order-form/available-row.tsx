import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Text } from '../../ui/typography';
import { formatTokenAmount } from '../../../domain/shared/amount-format';
import type { OrderFormStore } from './order-form.store';

/**
 * What the order may use ("Available"): its own observer, so a balance message (each fill) renders this row, not the
 * whole form; in plain text elements, not antd's Typography (which renders its ellipsis measure each time).
 */
export const AvailableRow = observer(function AvailableRow({ store }: { readonly store: OrderFormStore }) {
  const { t, i18n } = useTranslation('trade');
  const { base, quote } = store.tokens;
  const buy = store.side === 'BUY';
  const available = store.perp ? store.account.freeCollateral : store.account.balance(buy ? quote : base)?.available;
  const unit = store.perp || buy ? quote : base;
  return (
    <Flex justify="space-between" wrap gap={4}>
      <Text tone="secondary">{t('form.available')}</Text>
      <Text data-testid="order-available">
        {available === undefined ? '--' : `${formatTokenAmount(i18n.language, available, unit)} ${unit}`}
      </Text>
    </Flex>
  );
});
