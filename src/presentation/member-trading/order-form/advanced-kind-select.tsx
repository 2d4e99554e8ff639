import { Select } from 'antd';
import type { FormOrderKind } from '../../../domain/trade/orders/order-form';

/**
 * The picker of the conditional kinds (stop limit, stop market, trailing stop, scaled) under the Advanced tab: antd's
 * Select in a chunk of its own, fetched when the tab is first chosen.
 */
export default function AdvancedKindSelect({
  value,
  options,
  label,
  onChange,
}: {
  readonly value: FormOrderKind;
  readonly options: readonly { readonly value: FormOrderKind; readonly label: string }[];
  readonly label: string;
  readonly onChange: (kind: FormOrderKind) => void;
}) {
  return (
    <Select<FormOrderKind>
      size="small"
      value={value}
      onChange={onChange}
      data-testid="order-advanced-kind"
      aria-label={label}
      options={[...options]}
      style={{ width: '100%' }}
    />
  );
}
