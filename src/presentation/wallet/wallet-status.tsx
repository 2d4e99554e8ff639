import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { FirstDepositNotice } from './first-deposit-notice';
import { WalletStatusStore } from './wallet-status.store';
import { formatTime } from '../../domain/shared/amount-format';

/** "Make your first deposit" while `check_has_deposit` says no deposit ever arrived (the same element as the light first frame's). */
export const FirstDepositPrompt = observer(function FirstDepositPrompt() {
  const status = useInjection(WalletStatusStore);
  return status.needsFirstDeposit ? <FirstDepositNotice /> : null;
});

/** `wallet/info`'s figures the overview does not show: open positions and the ledger's records (a way to the History tab). */
export const WalletActivity = observer(function WalletActivity({ onOpenHistory }: { readonly onOpenHistory: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const status = useInjection(WalletStatusStore);
  const info = status.info;
  if (!info) return null;
  const time = formatTime(i18n.language, info.updatedTime);
  return (
    <Card
      size="small"
      title={t('activity.title')}
      extra={<Typography.Text type="secondary">{t('activity.asOf', { time })}</Typography.Text>}
      data-testid="wallet-activity"
    >
      <Flex gap={24} wrap align="flex-end">
        <Statistic title={t('activity.openPositions')} value={info.openPositions} data-testid="wallet-open-positions" />
        <Statistic title={t('activity.ledgerRows')} value={info.ledgerRows} data-testid="wallet-ledger-rows" />
        <Button type="link" onClick={onOpenHistory} style={{ paddingInline: 0 }}>
          {t('activity.viewHistory')}
        </Button>
      </Flex>
    </Card>
  );
});
