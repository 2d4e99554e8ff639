import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Input, Modal, Popconfirm, Popover, Segmented, Space, Tooltip, Typography, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Notifier } from '../../../application/shared/notifier';
import type { ActionFailure, ActionOutcome } from '../../../application/member-trading/position-actions.use-case';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import type { Position } from '../../../domain/trade/orders/account';
import { CLOSE_PERCENTS, type CloseAllFilter } from '../../../domain/trade/perps/position-actions';
import { useInjection } from '../../shared/container-context';
import { exchangeSentence } from '../../shared/failure-text';
import { translateRefusal } from '../../shared/translate-refusal';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { formatSize, formatUsdt } from '../../shared/account-format';
import { PositionActionsStore } from './position-actions.store';
import { useOncePerOpening } from '../../shared/use-once-per-opening';

type Translate = (key: string) => string;

/** A failed action in words: our own check's message, the exchange's message, or what is known of an unanswered call. */
export function actionFailureText(t: Translate, failure: ActionFailure, language: string): string {
  switch (failure.kind) {
    case 'invalid':
      return translateRefusal(t as TFunction, language, failure.refusal.refusal);
    case 'refused':
      return exchangeSentence(t, language, failure.message);
    case 'not-placed':
      return t('positions.failure.notPlaced');
    case 'unknown':
      return t('positions.failure.unknown');
  }
}

function useOutcomeToast(): (outcome: ActionOutcome, done: string) => boolean {
  const { t, i18n } = useTranslation('trade');
  const notifier = useInjection(Notifier);
  return (outcome, done) => {
    if (outcome.kind === 'ignored') return false;
    if (outcome.kind === 'sent') notifier.show('success', done);
    else notifier.show('error', actionFailureText(t, outcome.failure, i18n.language));
    return outcome.kind === 'sent';
  };
}

/**
 * Close part or all of a position: market or limit (the price starts at the mark), a size typed or set by the
 * 25/50/75/100 % buttons (rounded down to the step; 100 % is the whole holding). A refusal keeps what was typed.
 */
export const ClosePositionButton = observer(function ClosePositionButton({ position }: { readonly position: Position }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PositionActionsStore);
  const toast = useOutcomeToast();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'MARKET' | 'LIMIT'>('MARKET');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [percent, setPercent] = useState<number | undefined>();
  const once = useOncePerOpening();
  const [refusal, setRefusal] = useState<string | undefined>();
  const symbol = position.symbol;

  const choosePercent = (p: number) => {
    const preview = store.closePreview(symbol, p);
    setPercent(preview.ok ? p : undefined);
    setQuantity(preview.ok ? preview.value : '');
    setRefusal(preview.ok ? undefined : translateRefusal(t, i18n.language, preview.error.refusal));
  };
  const submit = () =>
    once.run(async () => {
      const size = percent !== undefined ? { percent } : { quantity };
      const outcome = await store.close(symbol, size, type === 'MARKET' ? { type } : { type, price });
      if (outcome.kind === 'failed') setRefusal(actionFailureText(t, outcome.failure, i18n.language));
      if (!toast(outcome, t('account.done.closeSent'))) return false;
      setOpen(false);
      setQuantity('');
      setPercent(undefined);
      return true;
    });
  const content = (
    <Space orientation="vertical" style={{ width: 260 }} data-testid="close-position-panel">
      <Segmented<'MARKET' | 'LIMIT'>
        block
        value={type}
        data-testid="close-type"
        onChange={(v) => {
          setType(v);
          if (v === 'LIMIT' && !price) setPrice(position.markPrice);
        }}
        options={[
          { value: 'MARKET', label: t('positions.close.market') },
          { value: 'LIMIT', label: t('positions.close.limit') },
        ]}
      />
      {type === 'LIMIT' && (
        <Space.Compact block>
          <Space.Addon>{t('account.col.price')}</Space.Addon>
          <Input value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" data-testid="close-price" />
        </Space.Compact>
      )}
      <Space.Compact block>
        <Space.Addon>{t('account.col.size')}</Space.Addon>
        <Input
          value={quantity}
          inputMode="decimal"
          data-testid="close-quantity"
          onChange={(e) => {
            setQuantity(e.target.value);
            setPercent(undefined);
            setRefusal(undefined);
          }}
        />
      </Space.Compact>
      <Space.Compact block>
        {CLOSE_PERCENTS.map((p) => (
          <Button
            key={p}
            size="small"
            type={percent === p ? 'primary' : 'default'}
            onClick={() => choosePercent(p)}
            data-testid={`close-${p}`}
            style={{ flex: 1 }}
          >
            {p}%
          </Button>
        ))}
      </Space.Compact>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="close-refusal" />}
      <Button
        type="primary"
        danger
        block
        loading={store.pending}
        disabled={!quantity}
        onClick={() => void submit()}
        data-testid="close-submit"
      >
        {t(type === 'MARKET' ? 'positions.close.submitMarket' : 'positions.close.submitLimit')}
      </Button>
    </Space>
  );
  // Opening the popover fills the whole position (100 %), so the button is enabled at once.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) once.rearm();
    if (next && !quantity) choosePercent(100);
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={openChange}
      content={content}
      title={t('positions.close.title', { symbol: marketSymbolLabel(symbol) })}
    >
      <Button size="small" data-testid="position-close">
        {t('positions.close.button')}
      </Button>
    </Popover>
  );
});

/** Reverse: a confirmation that states the order (or why it is refused) before anything is sent. */
export const ReversePositionButton = observer(function ReversePositionButton({ position }: { readonly position: Position }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PositionActionsStore);
  const reference = useInjection(MarketReferenceStore);
  const toast = useOutcomeToast();
  const [open, setOpen] = useState(false);
  const once = useOncePerOpening();
  const preview = open ? store.reversePreview(position.symbol) : undefined;
  const label = marketSymbolLabel(position.symbol);
  const description = !preview
    ? ''
    : preview.ok
      ? t('positions.reverse.confirm', {
          side: t(`account.side.${preview.value.side}`),
          quantity: formatSize(i18n.language, preview.value.quantity ?? '0', reference.instrument(position.symbol)?.baseTick),
          symbol: label,
        })
      : translateRefusal(t, i18n.language, preview.error.refusal);
  return (
    <Popconfirm
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) once.rearm();
      }}
      title={t('positions.reverse.title', { symbol: label })}
      description={<span data-testid="reverse-description">{description}</span>}
      okButtonProps={{ disabled: !preview?.ok, loading: store.pending, danger: true }}
      onConfirm={() => once.run(async () => toast(await store.reverse(position.symbol), t('positions.reverse.sent')))}
    >
      <Tooltip title={t('positions.reverse.tooltip')}>
        <Button size="small" icon={<SwapOutlined />} aria-label={t('positions.reverse.tooltip')} data-testid="position-reverse" />
      </Tooltip>
    </Popconfirm>
  );
});

const FILTERS: readonly CloseAllFilter[] = ['all', 'profitable', 'losing'];

/** Close all (all, profitable only, losing only): a confirmation lists what will be closed, then one order each. */
export const CloseAllPositionsButton = observer(function CloseAllPositionsButton() {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PositionActionsStore);
  const notifier = useInjection(Notifier);
  const reference = useInjection(MarketReferenceStore);
  const [filter, setFilter] = useState<CloseAllFilter | undefined>();
  const once = useOncePerOpening();
  const lines = filter ? store.closeAllPreview(filter) : [];
  const confirm = () => once.run(() => closeAll());
  const closeAll = async (): Promise<boolean> => {
    if (!filter) return false;
    const outcome = await store.closeAll(filter);
    if (outcome.kind === 'ignored') return false;
    setFilter(undefined);
    const total = outcome.closed.length + outcome.failed.length;
    if (outcome.failed.length === 0) notifier.show('success', t('positions.closeAll.done', { count: outcome.closed.length }));
    else {
      const reasons = outcome.failed
        .map((f) => `${marketSymbolLabel(f.symbol)}: ${actionFailureText(t, f.failure, i18n.language)}`)
        .join('; ');
      notifier.show('error', t('positions.closeAll.partial', { closed: outcome.closed.length, total, reasons }));
    }
    return true;
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: FILTERS.map((f) => ({ key: f, label: <span data-testid={`close-all-${f}`}>{t(`positions.closeAll.${f}`)}</span> })),
          onClick: ({ key }) => {
            once.rearm();
            setFilter(key as CloseAllFilter);
          },
        }}
      >
        <Button size="small" danger data-testid="close-all">
          {t('positions.closeAll.button')}
        </Button>
      </Dropdown>
      <Modal
        open={filter !== undefined}
        onCancel={() => setFilter(undefined)}
        onOk={() => void confirm()}
        okText={t('positions.closeAll.confirm')}
        okButtonProps={
          { danger: true, disabled: lines.length === 0, loading: store.pending, 'data-testid': 'close-all-confirm' } as ButtonProps
        }
        title={filter ? t(`positions.closeAll.${filter}`) : ''}
      >
        {lines.length === 0 ? (
          <Typography.Text type="secondary">{t('positions.closeAll.none')}</Typography.Text>
        ) : (
          <ul data-testid="close-all-lines">
            {lines.map((l) => (
              <li key={l.symbol}>
                {marketSymbolLabel(l.symbol)} · {formatSize(i18n.language, l.holding, reference.instrument(l.symbol)?.baseTick)} ·{' '}
                <Typography.Text type={l.pnl.startsWith('-') ? 'danger' : 'success'}>{formatUsdt(i18n.language, l.pnl)}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
});
