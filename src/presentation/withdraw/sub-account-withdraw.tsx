import { Alert, Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { TransferDialog } from '../subaccounts/transfer-dialog';
import { TransferStore } from '../subaccounts/transfer.store';
import { openMoveToMain } from './move-to-main';

/** On a sub-account the withdraw page says why it cannot withdraw and offers to move the funds to the main account. */
export const SubAccountWithdraw = observer(function SubAccountWithdraw() {
  const { t } = useTranslation('withdraw');
  const transfer = useInjection(TransferStore);
  return (
    <Flex vertical gap={12} data-testid="withdraw-sub-account">
      <Alert type="info" showIcon title={t('subAccount.title')} description={t('subAccount.body')} />
      <div>
        <Button type="primary" onClick={() => void openMoveToMain(transfer, 'USDT')} data-testid="withdraw-move-to-main">
          {t('subAccount.move')}
        </Button>
      </div>
      <TransferDialog trigger={false} />
    </Flex>
  );
});
