import { Alert, Button, Flex, Form, Input, Modal, Segmented, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal } from '../../shared/translate-refusal';
import { positionTpSl, type TpSlDraft } from '../../../domain/trade/algo/algo-form';
import type { TriggerPriceType } from '../../../domain/trade/algo/tp-sl';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { symbolTokens } from '../../../domain/trade/orders/order';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { useInjection } from '../../shared/container-context';
import { TpSlRow } from '../order-form/algo-fields';
import { AlgoOrdersStore } from './algo-orders.store';
import { failureText } from '../../shared/failure-text';
import type { PositionRow } from './account-figures';
import { formatPrice, formatSize } from '../../../domain/shared/amount-format';

type Scope = 'full' | 'partial';

/**
 * A position's TP/SL: a button that opens a modal to set a take-profit and/or a stop-loss on an
 * open perpetual position, for the whole position or a part, by price, ROE % or PnL, triggered by last or mark price
 * (sent as a POSITIONAL_TP_SL). For the positions table's actions column.
 */
export const PositionTpSlButton = observer(function PositionTpSlButton({ row }: { readonly row: PositionRow }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(AlgoOrdersStore);
  const reference = useInjection(MarketReferenceStore);
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('full');
  const [part, setPart] = useState('');
  const [tp, setTp] = useState<TpSlDraft>({ by: 'price', value: '' });
  const [sl, setSl] = useState<TpSlDraft>({ by: 'price', value: '' });
  const [triggerType, setTriggerType] = useState<TriggerPriceType>('MARK_PRICE');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const p = row.position;
  const holding = new Decimal(p.holding);
  const size = holding.abs().toFixed();
  const tick = reference.instrument(p.symbol)?.quoteTick ?? '0.01';
  const partial = scope === 'partial' ? part.trim() : undefined;
  const { plan, request } = positionTpSl(p, { tp, sl }, { tick, triggerPriceType: triggerType, partial });
  const tooLarge = partial !== undefined && /^\d*\.?\d+$/.test(partial) && new Decimal(partial).gt(size);
  const canSave = !busy && plan.children.length > 0 && !plan.refusal && !tooLarge && (scope === 'full' || /^\d*\.?\d+$/.test(part.trim()));
  const save = async () => {
    setBusy(true);
    const result = await store.setPositionTpSl(request);
    setBusy(false);
    if (result.ok) setOpen(false);
    else setError(failureText(t, result.error, i18n.language));
  };
  const { quote, base } = symbolTokens(p.symbol);
  const hedged = p.positionSide === 'LONG' || p.positionSide === 'SHORT' ? p.positionSide : undefined;
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setOpen(true);
          setError(undefined);
        }}
        disabled={holding.isZero()}
        data-testid="position-tpsl"
      >
        {t('algo.tpSl')}
      </Button>
      <Modal
        open={open}
        title={t('algo.position.title', {
          symbol: hedged ? `${marketSymbolLabel(p.symbol)} · ${t(`account.positionSide.${hedged}`)}` : marketSymbolLabel(p.symbol),
        })}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText={t('algo.position.confirm')}
        okButtonProps={{ disabled: !canSave, loading: busy, ...({ 'data-testid': 'position-tpsl-save' } as object) }}
        destroyOnHidden
      >
        <Flex vertical gap={8} data-testid="position-tpsl-modal">
          <Typography.Text type="secondary">
            {t('algo.position.entry', {
              entry: formatPrice(i18n.language, p.averageOpenPrice, tick),
              size: formatSize(i18n.language, p.holding, reference.instrument(p.symbol)?.baseTick),
              base,
            })}
          </Typography.Text>
          <Segmented<Scope>
            value={scope}
            onChange={setScope}
            data-testid="position-tpsl-scope"
            options={[
              { value: 'full', label: t('algo.position.full') },
              { value: 'partial', label: t('algo.position.partial') },
            ]}
          />
          {scope === 'partial' && (
            <Form.Item
              label={t('form.size')}
              style={{ marginBottom: 0 }}
              {...(tooLarge ? { validateStatus: 'error' as const, help: t('algo.position.tooLarge', { size }) } : {})}
            >
              <Input
                value={part}
                onChange={(e) => setPart(e.target.value)}
                inputMode="decimal"
                suffix={base}
                data-testid="position-tpsl-quantity"
              />
            </Form.Item>
          )}
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{t('algo.triggerBy')}</Typography.Text>
            <Segmented<TriggerPriceType>
              size="small"
              value={triggerType}
              onChange={setTriggerType}
              aria-label={t('algo.triggerBy')}
              options={[
                { value: 'MARKET_PRICE', label: t('algo.last') },
                { value: 'MARK_PRICE', label: t('algo.mark') },
              ]}
            />
          </Flex>
          <TpSlRow
            field="tp"
            draft={tp}
            figures={plan.tp}
            quote={quote}
            error={plan.refusal?.field === 'tp' ? translateRefusal(t, i18n.language, plan.refusal.refusal) : undefined}
            onChange={(d) => setTp({ ...tp, ...d })}
          />
          <TpSlRow
            field="sl"
            draft={sl}
            figures={plan.sl}
            quote={quote}
            error={plan.refusal?.field === 'sl' ? translateRefusal(t, i18n.language, plan.refusal.refusal) : undefined}
            onChange={(d) => setSl({ ...sl, ...d })}
          />
          {error && <Alert type="error" showIcon title={error} data-testid="position-tpsl-error" />}
        </Flex>
      </Modal>
    </>
  );
});
