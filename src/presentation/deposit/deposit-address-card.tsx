import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../domain/shared/amount-format';
import { QrCodeImage } from '../site/qr-code-image';
import type { DepositStore } from './deposit.store';
import { exchangeSentence } from '../shared/failure-text';
import { formatExact } from '../../domain/shared/amount-format';

/** What became of the last simulated deposit: sent, or why not and what to do, under the address (which stays). */
const SimulationNotice = observer(function SimulationNotice({ store }: { store: DepositStore }) {
  const { t, i18n } = useTranslation('deposit');
  const outcome = store.simulation;
  if (!outcome) return null;
  if (outcome.kind === 'sent')
    return (
      <Alert
        type="success"
        showIcon
        title={t('simulated', { amount: formatExact(i18n.language, outcome.amount), token: outcome.token })}
        data-testid="deposit-simulated"
      />
    );
  const reason =
    outcome.kind === 'refused'
      ? t('simulateReason.refused', { message: exchangeSentence(t, i18n.language, outcome.message) })
      : t(`simulateReason.${outcome.kind}`);
  return (
    <Alert type="error" showIcon title={t('simulateFailed', { reason })} data-testid="deposit-simulate-failed" data-kind={outcome.kind} />
  );
});

/** The address (and memo) of the chosen network with its QR code, the minimum and confirmations, and the warnings. */
export const DepositAddressCard = observer(function DepositAddressCard({ store }: { store: DepositStore }) {
  const { t, i18n } = useTranslation('deposit');
  const net = store.selected;
  // in maintenance no address is asked for: the page's banner says why
  if (!net || !store.token || store.maintenance) return null;
  if (store.refusal)
    return <Alert type="error" showIcon title={exchangeSentence(t, i18n.language, store.refusal)} data-testid="deposit-refusal" />;
  if (store.address.status === 'error') return <Alert type="error" showIcon title={t('unanswered')} />;
  if (store.address.status !== 'success') return <Skeleton active />;
  const { address, extra } = store.address.value;
  return (
    <Flex vertical gap={12} data-testid="deposit-address-card">
      <Alert type="warning" showIcon title={t('wrongNetwork', { token: store.token, network: net.name })} />
      {net.needMemo && <Alert type="error" showIcon title={t('memoWarning', { network: net.name })} />}
      <Flex gap={16} wrap align="center">
        <QrCodeImage value={address} size={160} alt={t('qrAlt', { token: store.token, network: net.name })} />
        <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text type="secondary">{t('address')}</Typography.Text>
          <Typography.Text
            strong
            copyable={{ text: address, tooltips: [t('copy'), t('copied')] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="deposit-address"
          >
            {address}
          </Typography.Text>
          {extra !== '' && (
            <>
              <Typography.Text type="secondary">{t('memo')}</Typography.Text>
              <Typography.Text strong copyable={{ text: extra, tooltips: [t('copy'), t('copied')] }} data-testid="deposit-memo">
                {extra}
              </Typography.Text>
            </>
          )}
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'min',
            label: t('minimum'),
            children: <span data-testid="deposit-minimum">{`${net.minimumDeposit} ${store.token}`}</span>,
          },
          { key: 'conf', label: t('confirmations'), children: <span data-testid="deposit-confirmations">{net.confirmations}</span> },
        ]}
      />
      {store.devTools && <SimulationNotice store={store} />}
      {store.devTools && (
        <Button
          onClick={() => void store.simulate(new Decimal(net.minimumDeposit).times(100).toFixed())}
          loading={store.simulating}
          data-testid="deposit-simulate"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('simulate', {
            amount: formatTokenAmount(i18n.language, new Decimal(net.minimumDeposit).times(100).toFixed(), store.token ?? ''),
            token: store.token,
          })}
        </Button>
      )}
    </Flex>
  );
});
