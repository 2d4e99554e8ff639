import { Checkbox, Flex, Form, Input, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TpSlDraft } from '../../../domain/trade/algo/algo-form';
import type { TpSlFigures, TriggerPriceType } from '../../../domain/trade/algo/tp-sl';
import type { OrderFormStore } from './order-form.store';
import type { TpSlBy } from './order-form-algo';
import { saidOrTranslated, translateRefusal } from '../../shared/translate-refusal';

/** Stops and trailing stops on perpetuals: trigger by the last trade or by the mark price. */
export const TriggerTypeSelect = observer(function TriggerTypeSelect({ store }: { store: OrderFormStore }) {
  const { t } = useTranslation('trade');
  if (!store.perp) return null;
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <Typography.Text type="secondary">{t('algo.triggerBy')}</Typography.Text>
      <Segmented<TriggerPriceType>
        size="small"
        value={store.algo.triggerPriceType}
        onChange={(v) => store.algo.setTriggerPriceType(v)}
        data-testid="order-trigger-type"
        aria-label={t('algo.triggerBy')}
        options={[
          { value: 'MARKET_PRICE', label: t('algo.last') },
          { value: 'MARK_PRICE', label: t('algo.mark') },
        ]}
      />
    </Flex>
  );
});

/** A trailing stop's callback rate (0.1 %–5 %); its activation price is the trigger field above (optional). */
export const TrailingFields = observer(function TrailingFields({ store }: { store: OrderFormStore }) {
  const { t, i18n } = useTranslation('trade');
  const message = store.message('callbackRate');
  return (
    <Form.Item
      label={t('algo.callbackRate')}
      htmlFor="order-callback"
      style={{ marginBottom: 0 }}
      {...(message
        ? {
            validateStatus: 'error' as const,
            help: <span data-testid="refusal-callbackRate">{saidOrTranslated(t, i18n.language, message)}</span>,
          }
        : { help: t('algo.callbackHelp') })}
    >
      <Input
        id="order-callback"
        inputMode="decimal"
        autoComplete="off"
        suffix="%"
        value={store.algo.callbackRate}
        data-testid="order-callback"
        onChange={(e) => store.algo.setCallbackRate(e.target.value)}
      />
    </Form.Item>
  );
});

const BY: readonly TpSlBy[] = ['price', 'percent', 'pnl'];

/** One TP or SL row: the input mode, the value, and the other two faces computed. */
export const TpSlRow = observer(function TpSlRow({
  field,
  draft,
  figures,
  error,
  quote,
  onChange,
}: {
  field: 'tp' | 'sl';
  draft: TpSlDraft;
  figures: TpSlFigures | undefined;
  error: string | undefined;
  quote: string;
  onChange: (draft: Partial<TpSlDraft>) => void;
}) {
  const { t } = useTranslation('trade');
  const suffix = draft.by === 'percent' ? '%' : quote;
  return (
    <Form.Item
      label={t(field === 'tp' ? 'algo.takeProfit' : 'algo.stopLoss')}
      style={{ marginBottom: 0 }}
      {...(error ? { validateStatus: 'error' as const, help: <span data-testid={`refusal-${field}`}>{error}</span> } : {})}
    >
      <Flex gap={4} vertical>
        <Flex gap={4}>
          <Segmented<TpSlBy>
            size="small"
            value={draft.by}
            onChange={(by) => onChange({ by })}
            data-testid={`order-${field}-by`}
            aria-label={t('algo.inputBy')}
            options={BY.map((by) => ({ value: by, label: t(`algo.by.${by}`) }))}
          />
          <Input
            size="small"
            inputMode="decimal"
            autoComplete="off"
            suffix={suffix}
            value={draft.value}
            data-testid={`order-${field}`}
            aria-label={t(field === 'tp' ? 'algo.takeProfit' : 'algo.stopLoss')}
            onChange={(e) => onChange({ value: e.target.value })}
          />
        </Flex>
        {figures && (
          <Typography.Text type="secondary" data-testid={`order-${field}-figures`} style={{ fontSize: 12 }}>
            {t('algo.figures', { trigger: figures.triggerPrice, pnl: figures.pnl, quote, roe: figures.roePercent })}
          </Typography.Text>
        )}
      </Flex>
    </Form.Item>
  );
});

/**
 * The TP/SL section of a new LIMIT or MARKET perpetual order (sent as a BRACKET, in hedge mode on the position the
 * order opens): TP alone or SL alone allowed; none for a hedge-mode close.
 */
export const TpSlSection = observer(function TpSlSection({ store }: { store: OrderFormStore }) {
  const { t, i18n } = useTranslation('trade');
  if (!store.perp || (store.kind !== 'LIMIT' && store.kind !== 'MARKET') || store.hedge.closes) return null;
  const plan = store.tpSl;
  const { quote } = store.tokens;
  return (
    <Flex vertical gap={4} data-testid="order-tpsl">
      <Checkbox checked={store.algo.tpSlOn} onChange={(e) => store.algo.setTpSlOn(e.target.checked)} data-testid="order-tpsl-on">
        {t('algo.tpSl')}
      </Checkbox>
      {store.algo.tpSlOn && (
        <>
          <TriggerTypeSelect store={store} />
          {(['tp', 'sl'] as const).map((field) => (
            <TpSlRow
              key={field}
              field={field}
              draft={store.algo[field]}
              figures={plan?.[field]}
              quote={quote}
              error={plan?.refusal?.field === field ? translateRefusal(t, i18n.language, plan.refusal.refusal) : undefined}
              onChange={(d) => store.algo.setDraft(field, d)}
            />
          ))}
        </>
      )}
    </Flex>
  );
});
