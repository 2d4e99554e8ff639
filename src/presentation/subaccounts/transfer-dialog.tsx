import { Alert, Button, Flex, Modal, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../application/shared/notifier';
import { amountMessage } from '../shared/amount-message';
import { useInjection } from '../shared/container-context';
import { refusalText } from '../shared/refusal-text';
import { DecimalInput } from '../shared/decimal-input';
import { exact } from '../shared/account-format';
import { noticeText } from './notice-text';
import { TransferStore } from './transfer.store';

const TOKENS = ['USDT', 'BTC', 'ETH', 'USDC', 'SOL', 'WOO'];

/**
 * The wallet's Transfer button and dialog: from, to (the family's accounts), token, amount with Max; instant and free.
 * `trigger={false}`: the dialog only, opened by whoever prefilled the store (the withdraw page's "move to main").
 */
export const TransferDialog = observer(function TransferDialog({ trigger = true }: { readonly trigger?: boolean } = {}) {
  const { t, i18n } = useTranslation('subaccounts');
  const store = useInjection(TransferStore);
  const notifier = useInjection(Notifier);
  const accounts = store.accounts.members.map((m) => ({ value: m.applicationId, label: `${m.name} · ${m.main ? t('main') : t('sub')}` }));
  const submit = async () => {
    const amount = store.amount.trim();
    const token = store.token;
    if (await store.submit()) notifier.show('success', t('transfer.done', { amount, token }));
  };
  const problem = store.amountProblem;
  const open = async () => {
    await store.accounts.load();
    store.show();
  };
  // The dialog mounts when first opened: closed, antd's Modal still rendered and built its style on every load of the
  // wallet (10 KB of CSS text made in the browser).
  const [opened, setOpened] = useState(store.open);
  if (store.open && !opened) setOpened(true);
  return (
    <>
      {trigger && (
        <Button onClick={() => void open()} data-testid="wallet-transfer">
          {t('transfer.open')}
        </Button>
      )}
      {opened && (
        <Modal
          open={store.open}
          title={t('transfer.title')}
          onCancel={() => store.hide()}
          destroyOnHidden
          footer={
            <Button type="primary" block loading={store.sending} onClick={() => void submit()} data-testid="transfer-submit">
              {t('transfer.submit')}
            </Button>
          }
        >
          <Flex vertical gap={12} data-testid="transfer-dialog">
            {accounts.length < 2 && <Alert type="info" showIcon title={t('transfer.noSubs')} />}
            <label>
              <Typography.Text type="secondary">{t('transfer.from')}</Typography.Text>
              <Select
                style={{ width: '100%' }}
                value={store.from}
                options={accounts}
                onChange={(v) => store.setFrom(v)}
                data-testid="transfer-from"
              />
            </label>
            <label>
              <Typography.Text type="secondary">{t('transfer.to')}</Typography.Text>
              <Select
                style={{ width: '100%' }}
                value={store.to}
                options={accounts.filter((a) => a.value !== store.from)}
                onChange={(v) => store.setTo(v)}
                data-testid="transfer-to"
              />
            </label>
            <label>
              <Typography.Text type="secondary">{t('transfer.token')}</Typography.Text>
              <Select
                style={{ width: '100%' }}
                value={store.token}
                options={TOKENS.map((x) => ({ value: x, label: x }))}
                onChange={(v) => store.setToken(v)}
                data-testid="transfer-token"
              />
            </label>
            <label>
              <Typography.Text type="secondary">{t('transfer.amount')}</Typography.Text>
              <DecimalInput
                value={store.amount}
                onChange={(v) => store.setAmount(v)}
                onPressEnter={() => void submit()}
                data-testid="transfer-amount"
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'transfer-amount-problem' : undefined}
                suffix={
                  <Button
                    type="link"
                    size="small"
                    disabled={store.available === undefined}
                    onClick={() => store.fillMax()}
                    data-testid="transfer-max"
                  >
                    {t('transfer.max')}
                  </Button>
                }
              />
            </label>
            {problem && (
              <Typography.Text type="danger" role="alert" id="transfer-amount-problem" data-testid="transfer-amount-problem">
                {amountMessage(t, i18n.language, problem, t('transfer.amount'), store.token)}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {store.available === undefined
                ? t('transfer.availableUnknown')
                : t('transfer.available', { amount: exact(i18n.language, store.available), token: store.token })}
              {' · '}
              {t('transfer.free')}
            </Typography.Text>
            {store.notice && (
              <Alert
                type="error"
                showIcon
                title={
                  store.notice.kind === 'refused'
                    ? refusalText(t, i18n.language, store.notice.message, t('transfer.amount'), store.token)
                    : noticeText(t, store.notice, i18n.language)
                }
                data-testid="transfer-notice"
              />
            )}
          </Flex>
        </Modal>
      )}
    </>
  );
});
