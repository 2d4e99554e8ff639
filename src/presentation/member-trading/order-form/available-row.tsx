import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../ui/layout';
import { Text } from '../../ui/typography';
import { formatTokenAmount } from '../../../domain/shared/amount-format';
import type { OrderFormStore } from './order-form.store';

/**
 * What the order may use ("Available"): its own observer, so a balance message (each fill) renders this row, not the
 * whole form; in plain elements, not antd's Typography (which renders its ellipsis measure each time) nor its Flex.
 */
export const AvailableRow = observer(function AvailableRow({ store }: { readonly store: OrderFormStore }) {
  const { t, i18n } = useTranslation('trade');
  const { base, quote } = store.tokens;
  const buy = store.side === 'BUY';
  const available = store.perp ? store.account.freeCollateral : store.account.balance(buy ? quote : base)?.available;
  const unit = store.perp || buy ? quote : base;
  return (
    <Stack justify="space-between" wrap gap="xxs">
      <Text tone="secondary">{t('form.available')}</Text>
      <Text data-testid="order-available">
        {available === undefined ? '--' : `${formatTokenAmount(i18n.language, available, unit)} ${unit}`}
      </Text>
    </Stack>
  );
});
