import { Alert, Button, Descriptions, Flex, Input, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { amountProblem, type AmountProblem } from '../../domain/shared/amount-rule';
import { WITHDRAW_DECIMALS, type WithdrawProblem } from '../../domain/wallet/withdraw';
import { amountMessage } from '../shared/amount-message';
import { translateRefusal } from '../shared/translate-refusal';
import { DecimalInput } from '../shared/decimal-input';
import { dateTime } from '../shared/account-format';
import { failureText } from '../shared/failure-text';
import type { WithdrawStore } from './withdraw.store';
import { formatExact } from '../../domain/shared/amount-format';

/** Why this account cannot withdraw now, said before anything is typed (maintenance has the page's own banner). */
const BlockBanner = observer(function BlockBanner({ store }: { store: WithdrawStore }) {
  const { t, i18n } = useTranslation('withdraw');
  const block = store.block;
  if (!block || (block.reason === 'MAINTENANCE' && store.service.maintenance)) return null;
  const key = block.reason === 'WHITELIST_NO_ADDRESS' && block.until !== undefined ? 'WHITELIST_OPENS' : block.reason;
  const text = t(`block.${key}`, { token: store.token ?? '', time: block.until === undefined ? '' : dateTime(i18n.language, block.until) });
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('block.title')}
      description={text}
      data-testid="withdraw-block"
      data-reason={block.reason}
    />
  );
});

/** A withdrawal amount's problem as the shared amount codes (the balance is what can go once the fee is added). */
function amountIssue(problem: WithdrawProblem, store: WithdrawStore): AmountProblem | undefined {
  switch (problem.code) {
    case 'suspended':
      return undefined;
    case 'amount':
      return amountProblem(store.amount) ?? { code: 'notPositive' };
    case 'decimals':
      return { code: 'decimals', decimals: WITHDRAW_DECIMALS };
    case 'minimum':
      return { code: 'belowMin', min: store.selected?.minimumWithdrawal ?? '0' };
    case 'balance':
      return { code: 'insufficient', available: store.max };
  }
}

/** The amount's problem in the user's language, naming the field by its label. */
function amountText(t: TFunction, language: string, problem: WithdrawProblem, store: WithdrawStore): string {
  const issue = amountIssue(problem, store);
  return issue
    ? amountMessage(t, language, issue, t('amount'), store.token ?? '')
    : t('suspended', { reason: store.selected?.suspendReason ?? '' });
}

/** Token, network, address (+ memo), amount with Max, what arrives, and the exchange's answer. */
export const WithdrawForm = observer(function WithdrawForm({ store }: { store: WithdrawStore }) {
  const { t, i18n } = useTranslation('withdraw');
  const networks = store.networks.status === 'success' ? store.networks.value : [];
  const net = store.selected;
  const token = store.token ?? '';
  const addressProblem = store.addressProblem;
  const outcome = store.outcome;
  return (
    <Flex vertical gap={12} data-testid="withdraw-form">
      <BlockBanner store={store} />
      <label htmlFor="withdraw-token">
        <Typography.Text strong>{t('token')}</Typography.Text>
      </label>
      <Select
        id="withdraw-token"
        showSearch
        placeholder={t('tokenPlaceholder')}
        value={store.token}
        data-testid="withdraw-token"
        style={{ maxWidth: 360 }}
        onChange={(v: string) => void store.chooseToken(v)}
        loading={store.service.configs.status === 'pending'}
        options={store.tokens.map((c) => ({
          value: c.token,
          disabled: c.disabled,
          label: c.disabled ? `${c.token} — ${t('tokenSuspended')}` : c.token,
        }))}
      />
      {store.token && (
        <>
          <label htmlFor="withdraw-network">
            <Typography.Text strong>{t('network')}</Typography.Text>
          </label>
          <Select
            id="withdraw-network"
            placeholder={t('networkPlaceholder')}
            value={store.network}
            loading={store.networks.status === 'pending'}
            data-testid="withdraw-network"
            style={{ maxWidth: 480 }}
            onChange={(v: string) => store.chooseNetwork(v)}
            options={networks.map((n) => ({
              value: n.network,
              disabled: !n.allowWithdraw,
              label: n.allowWithdraw ? n.name : `${n.name} — ${t('suspended', { reason: n.suspendReason ?? '' })}`,
            }))}
          />
        </>
      )}
      {net && (
        <>
          <label htmlFor="withdraw-address">
            <Typography.Text strong>{t('address')}</Typography.Text>
          </label>
          <Input
            id="withdraw-address"
            value={store.address}
            placeholder={t('addressPlaceholder', { network: net.name })}
            data-testid="withdraw-address"
            status={addressProblem?.field === 'address' ? 'error' : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => store.setAddress(e.target.value)}
            onBlur={() => store.touch()}
          />
          {net.needMemo && (
            <>
              <label htmlFor="withdraw-memo">
                <Typography.Text strong>{t('memo')}</Typography.Text>
              </label>
              <Input
                id="withdraw-memo"
                value={store.memo}
                data-testid="withdraw-memo"
                inputMode="numeric"
                status={addressProblem?.field === 'memo' ? 'error' : undefined}
                onChange={(e) => store.setMemo(e.target.value)}
                onBlur={() => store.touch()}
              />
              <Alert type="warning" showIcon title={t('memoWarning', { network: net.name })} />
            </>
          )}
          {addressProblem && (
            <Typography.Text type="danger" role="alert" data-testid="withdraw-address-problem">
              {translateRefusal(t, i18n.language, addressProblem.refusal)}
            </Typography.Text>
          )}
          <Flex justify="space-between" wrap gap={8}>
            <label htmlFor="withdraw-amount">
              <Typography.Text strong>{t('amount')}</Typography.Text>
            </label>
            <Typography.Text type="secondary" data-testid="withdraw-available">
              {t('available', { amount: formatExact(i18n.language, store.available), token })}
            </Typography.Text>
          </Flex>
          <DecimalInput
            id="withdraw-amount"
            value={store.amount}
            placeholder={t('minimumPlaceholder', { amount: formatExact(i18n.language, net.minimumWithdrawal), token })}
            data-testid="withdraw-amount"
            status={store.amountProblem ? 'error' : undefined}
            aria-invalid={store.amountProblem ? true : undefined}
            aria-describedby={store.amountProblem ? 'withdraw-amount-problem' : undefined}
            onChange={(v) => store.setAmount(v)}
            suffix={
              <Button
                type="link"
                size="small"
                onClick={() => store.useMax()}
                data-testid="withdraw-max"
                style={{ padding: 0, height: 'auto' }}
              >
                {t('max')}
              </Button>
            }
          />
          {store.amountProblem && (
            <Typography.Text type="danger" role="alert" id="withdraw-amount-problem" data-testid="withdraw-amount-problem">
              {amountText(t, i18n.language, store.amountProblem, store)}
            </Typography.Text>
          )}
          <WithdrawSummary store={store} />
          {outcome?.kind === 'refused' && (
            <Alert type="error" showIcon title={failureText(t, outcome.failure, i18n.language)} data-testid="withdraw-refusal" />
          )}
          {outcome?.kind === 'sent' && (
            <Alert type="success" showIcon title={t('sent', { id: outcome.withdrawId })} data-testid="withdraw-sent" />
          )}
          <Button
            type="primary"
            size="large"
            disabled={!store.canSend}
            loading={store.sending}
            onClick={() => void store.send()}
            data-testid="withdraw-submit"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('submit')}
          </Button>
        </>
      )}
    </Flex>
  );
});

/** The minimum, the fee, what leaves the wallet and what arrives. */
const WithdrawSummary = observer(function WithdrawSummary({ store }: { readonly store: WithdrawStore }) {
  const { t } = useTranslation('withdraw');
  const net = store.selected;
  const token = store.token ?? '';
  if (!net) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="withdraw-summary"
      items={[
        { key: 'min', label: t('minimum'), children: `${net.minimumWithdrawal} ${token}` },
        { key: 'fee', label: t('fee'), children: <span data-testid="withdraw-fee">{`${net.withdrawalFee} ${token}`}</span> },
        {
          key: 'total',
          label: t('total'),
          children: <span data-testid="withdraw-total">{store.figures ? `${store.figures.total} ${token}` : '—'}</span>,
        },
        {
          key: 'receive',
          label: t('receive'),
          children: (
            <Typography.Text strong data-testid="withdraw-receive">
              {store.figures ? `${store.figures.receive} ${token}` : '—'}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
});
