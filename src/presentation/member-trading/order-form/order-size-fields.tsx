import { Button, Checkbox, Flex, Form, Input, Segmented, Slider } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SIZE_PERCENTS } from '../../../domain/trade/orders/order-form';
import type { OrderFormStore } from './order-form.store';

interface SizeFieldsProps {
  readonly store: OrderFormStore;
  readonly base: string;
  readonly quote: string;
  readonly sideColor: string;
  /** The refusal next to the size (validateStatus and help), empty when there is none. */
  readonly sizeSlot: object;
}

/** The order's size: the amount and its unit, the percent slider and buttons, then the order's options. */
export const OrderSizeFields = observer(function OrderSizeFields({ store, base, quote, sideColor, sizeSlot }: SizeFieldsProps) {
  const { t } = useTranslation('trade');
  return (
    <>
      <Form.Item label={t('form.size')} htmlFor="order-size" style={{ marginBottom: 0 }} {...sizeSlot}>
        <Flex gap={4} wrap>
          <Input
            id="order-size"
            inputMode="decimal"
            autoComplete="off"
            value={store.size}
            data-testid="order-size"
            onChange={(e) => store.setSize(e.target.value)}
            style={{ flex: '1 1 120px', minWidth: 120 }}
          />
          <Segmented<'base' | 'quote'>
            value={store.sizeUnit}
            onChange={(unit) => store.setSizeUnit(unit)}
            data-testid="order-size-unit"
            aria-label={t('form.unit')}
            options={[
              { value: 'base', label: base },
              { value: 'quote', label: quote },
            ]}
          />
        </Flex>
      </Form.Item>
      <Slider
        value={store.percent}
        step={1}
        marks={{ 0: '0', 25: '25%', 50: '50%', 75: '75%', 100: '100%' }}
        onChange={(value) => store.setPercent(value)}
        aria-label={t('form.percent')}
        data-testid="order-slider"
        styles={{ track: { background: sideColor } }}
      />
      <Flex gap={4} wrap role="group" aria-label={t('form.percent')}>
        {SIZE_PERCENTS.map((p) => (
          <Button key={p} size="small" onClick={() => store.setPercent(p)} data-testid={`order-pct-${p}`}>{`${p}%`}</Button>
        ))}
        <Button size="small" onClick={() => store.setMax()} data-testid="order-max">
          {t('form.max')}
        </Button>
      </Flex>
      <Flex gap={8} wrap role="group" aria-label={t('form.optionsLabel')}>
        {store.kind === 'LIMIT' &&
          (['POST_ONLY', 'IOC', 'FOK'] as const).map((o) => (
            <Checkbox
              key={o}
              checked={store.timeInForce === o}
              onChange={(e) => store.setOption(o, e.target.checked)}
              data-testid={`order-opt-${o}`}
            >
              {t(`form.options.${o}`)}
            </Checkbox>
          ))}
        {store.kind === 'LIMIT' && (
          <Checkbox checked={store.hidden} onChange={(e) => store.setHidden(e.target.checked)} data-testid="order-opt-hidden">
            {t('form.options.hidden')}
          </Checkbox>
        )}
        {store.perp && (
          <Checkbox checked={store.reduceOnly} onChange={(e) => store.setReduceOnly(e.target.checked)} data-testid="order-opt-reduceOnly">
            {t('form.options.reduceOnly')}
          </Checkbox>
        )}
      </Flex>
    </>
  );
});
