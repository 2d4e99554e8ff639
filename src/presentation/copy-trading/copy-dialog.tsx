import { Alert, App, Flex, Form, Modal, Radio, Select, Skeleton, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_FEE_RATE } from '../../domain/copy-trading/copy-profit';
import { percentOf } from '../../domain/social/profile';
import { amountMessage } from '../shared/amount-message';
import { refusalText } from '../shared/refusal-text';
import { DecimalInput } from '../shared/decimal-input';
import { TradePasswordModal } from '../security/trade-password-modal';
import { usdt } from '../social/social-format';
import type { CopyDraft, CopyFieldError } from './copy-form.schema';
import type { CopyTradingStore } from './copy-trading.store';

/** The message of a field's problem, in the user's language, naming the field by its label (with its unit). */
function useProblem() {
  const { t, i18n } = useTranslation('copy');
  return (e: CopyFieldError | undefined, label: string, unit: string): string | undefined =>
    e ? amountMessage(t, i18n.language, e, label, unit) : undefined;
}

/** The unit a field's limits are written in. */
const UNITS: Partial<Record<keyof CopyDraft, string>> = {
  amount: 'USDT',
  maxOrderAmount: 'USDT',
  ratio: '×',
  leverage: '×',
  maxSlippage: '%',
  takeProfit: '%',
  stopLoss: '%',
  portfolioStopLoss: '%',
};

/** Copy settings: fixed amount or ratio, leverage, symbols, caps, slippage, TP/SL, portfolio stop loss. */
export const CopyDialog = observer(function CopyDialog({ store }: { store: CopyTradingStore }) {
  const { t, i18n } = useTranslation('copy');
  const problem = useProblem();
  const { message } = App.useApp();
  const change = store.lastChange;
  // the feedback after "Start copying", "Save" or a stop: a toast in the user's language
  useEffect(() => {
    if (change) void message.success({ content: t(`toast.${change.kind}`, { name: change.leadName }), key: 'copy-change' });
  }, [change, message, t]);
  const d = store.dialog;
  if (!d) return null;
  const draft = d.draft;
  const field = (name: keyof CopyDraft, label: string, input: ReactNode, extra?: string) => (
    <Form.Item
      label={label}
      validateStatus={d.errors[name] ? 'error' : undefined}
      help={problem(d.errors[name], label, UNITS[name] ?? '') ?? extra}
      style={{ marginBottom: 12 }}
    >
      {input}
    </Form.Item>
  );
  const text = (name: keyof CopyDraft, suffix: string, placeholder?: string) => (
    <DecimalInput
      value={draft[name] as string}
      suffix={suffix}
      placeholder={placeholder}
      data-testid={`copy-${name}`}
      onChange={(v) => store.edit({ [name]: v } as Partial<CopyDraft>)}
    />
  );
  const limits = d.limits.status === 'success' ? d.limits.value : undefined;
  // the trade password, asked before the copy starts or changes (when the member turned it on)
  return (
    <>
      <TradePasswordModal purpose="copy" />
      <Modal
        open
        title={t(d.copyId === null ? 'dialog.title' : 'dialog.editTitle', { name: d.leadName })}
        okText={t(d.copyId === null ? 'dialog.start' : 'dialog.save')}
        cancelText={t('dialog.cancel')}
        onCancel={() => store.close()}
        onOk={() => void store.submit()}
        confirmLoading={d.submitting}
        okButtonProps={{ disabled: !limits || (limits.full && d.copyId === null), 'data-testid': 'copy-submit' } as ButtonProps}
        destroyOnHidden
        data-testid="copy-dialog"
      >
        {d.limits.status === 'pending' && <Skeleton active />}
        {d.limits.status === 'error' && <Alert type="error" showIcon title={t('loadFailed')} />}
        {limits && (
          <Form layout="vertical" onFinish={() => void store.submit()}>
            <Typography.Paragraph type="secondary">
              {t('dialog.terms', { share: `${percentOf(limits.profitShare)} %`, available: usdt(i18n.language, limits.available) })}{' '}
              <span data-testid="copy-fee-note">{t('dialog.copyFee', { rate: percentOf(COPY_FEE_RATE) })}</span>
            </Typography.Paragraph>
            {limits.full && d.copyId === null && <Alert type="warning" showIcon title={t('dialog.full')} style={{ marginBottom: 12 }} />}
            {field(
              'mode',
              t('field.mode'),
              <Radio.Group
                value={draft.mode}
                onChange={(e) => store.edit({ mode: e.target.value })}
                optionType="button"
                options={[
                  { value: 'FIXED_AMOUNT', label: t('mode.FIXED_AMOUNT') },
                  { value: 'FIXED_RATIO', label: t('mode.FIXED_RATIO') },
                ]}
              />,
              t(`mode.help.${draft.mode}`),
            )}
            {field(
              'amount',
              t('field.amount'),
              text('amount', 'USDT'),
              t('field.amountHelp', { min: limits.minCopyAmount, max: limits.maxCopyAmount }),
            )}
            {draft.mode === 'FIXED_RATIO' &&
              field('ratio', t('field.ratio'), text('ratio', '×'), t('field.ratioHelp', { min: limits.minRatio, max: limits.maxRatio }))}
            <Flex gap={12} wrap>
              {field(
                'leverageMode',
                t('field.leverageMode'),
                <Radio.Group
                  value={draft.leverageMode}
                  onChange={(e) => store.edit({ leverageMode: e.target.value })}
                  optionType="button"
                  options={[
                    { value: 'FOLLOW', label: t('leverage.FOLLOW') },
                    { value: 'FIXED', label: t('leverage.FIXED') },
                  ]}
                />,
              )}
              {draft.leverageMode === 'FIXED' && field('leverage', t('field.leverage'), text('leverage', '×'))}
            </Flex>
            {field(
              'symbols',
              t('field.symbols'),
              <Select
                mode="multiple"
                allowClear
                value={draft.symbols}
                placeholder={t('field.allSymbols')}
                onChange={(symbols: string[]) => store.edit({ symbols })}
                options={limits.symbols.map((s) => ({ value: s, label: s.replace(/^PERP_/, '').replace(/_/g, '-') }))}
                data-testid="copy-symbols"
              />,
            )}
            <Flex gap={12} wrap>
              {field('maxOrderAmount', t('field.maxOrderAmount'), text('maxOrderAmount', 'USDT', t('field.optional')))}
              {field(
                'maxSlippage',
                t('field.maxSlippage'),
                text('maxSlippage', '%'),
                t('field.slippageHelp', { min: percentOf(limits.minSlippage), max: percentOf(limits.maxSlippage) }),
              )}
            </Flex>
            <Flex gap={12} wrap>
              {field('takeProfit', t('field.takeProfit'), text('takeProfit', '%', t('field.optional')))}
              {field('stopLoss', t('field.stopLoss'), text('stopLoss', '%', t('field.optional')))}
              {field('portfolioStopLoss', t('field.portfolioStopLoss'), text('portfolioStopLoss', '%', t('field.optional')))}
            </Flex>
            {d.failure && (
              <Alert
                type="error"
                showIcon
                title={d.failure === 'network' ? t('loadFailed') : refusalText(t, i18n.language, d.failure, t('field.amount'), 'USDT')}
                data-testid="copy-failure"
              />
            )}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        )}
      </Modal>
    </>
  );
});
