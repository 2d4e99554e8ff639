import { Alert, Button, Flex, Input, Modal, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../application/shared/notifier';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { useInjection } from '../../shared/container-context';
import { MarginStore } from '../order-form/margin.store';
import { problemText, type ShownProblem } from '../../shared/translate-refusal';
import { fixed } from '../../shared/account-format';
import type { PositionRow } from './account-figures';

/**
 * An isolated position's margin button (the positions table places it): a modal to add margin or reduce it, showing
 * the current margin and the most that can be taken out (above the initial margin at the mark). Nothing for cross.
 */
export const IsolatedMarginButton = observer(function IsolatedMarginButton({ row }: { readonly row: PositionRow }) {
  const { t, i18n } = useTranslation('trade');
  const margin = useInjection(MarginStore);
  const notifier = useInjection(Notifier);
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<'ADD' | 'REDUCE'>('ADD');
  const [amount, setAmount] = useState('');
  const [refusal, setRefusal] = useState<ShownProblem | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const position = row.position;
  if (position.marginMode !== 'ISOLATED') return null;
  const max = margin.maxRemovable(position);
  const submit = async () => {
    setPending(true);
    const failure = await margin.adjustIsolatedMargin(position, action, amount);
    setPending(false);
    if (failure === undefined) {
      setOpen(false);
      setAmount('');
      setRefusal(undefined);
      notifier.show('success', t('margin.done'));
    } else {
      setRefusal(failure);
    }
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        data-testid="isolated-margin"
        aria-label={t('margin.adjustTitle', { symbol: marketSymbolLabel(position.symbol) })}
      >
        {fixed(i18n.language, position.isolatedMarginAmount ?? '0', 2)}
      </Button>
      <Modal
        open={open}
        title={t('margin.adjustTitle', { symbol: marketSymbolLabel(position.symbol) })}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        okText={t(action === 'ADD' ? 'margin.add' : 'margin.reduce')}
        cancelText={t('margin.cancel')}
        confirmLoading={pending}
        destroyOnHidden
        data-testid="isolated-margin-modal"
      >
        <Flex vertical gap={12}>
          <Segmented<'ADD' | 'REDUCE'>
            block
            value={action}
            onChange={(a) => {
              setAction(a);
              setRefusal(undefined);
            }}
            data-testid="isolated-margin-action"
            options={[
              { value: 'ADD', label: t('margin.add') },
              { value: 'REDUCE', label: t('margin.reduce') },
            ]}
          />
          <Input
            inputMode="decimal"
            value={amount}
            suffix="USDT"
            aria-label={t('margin.amount')}
            data-testid="isolated-margin-amount"
            onChange={(e) => {
              setAmount(e.target.value);
              setRefusal(undefined);
            }}
          />
          <Flex justify="space-between">
            <Typography.Text type="secondary">{t('margin.currentMargin')}</Typography.Text>
            <Typography.Text>{`${fixed(i18n.language, position.isolatedMarginAmount ?? '0', 2)} USDT`}</Typography.Text>
          </Flex>
          <Flex justify="space-between">
            <Typography.Text type="secondary">{t('margin.maxRemovable')}</Typography.Text>
            <Typography.Text data-testid="isolated-margin-max">{`${fixed(i18n.language, max, 2)} USDT`}</Typography.Text>
          </Flex>
          {refusal !== undefined && (
            <Alert
              type="error"
              showIcon
              data-testid="isolated-margin-refusal"
              title={'error' in refusal ? t('margin.noAnswer') : problemText(t, i18n.language, refusal)}
            />
          )}
        </Flex>
      </Modal>
    </>
  );
});
