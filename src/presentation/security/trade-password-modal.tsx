import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TRADE_PWD_WINDOW_MS } from '../../domain/security/trade-password-on-order';
import { useInjection } from '../shared/container-context';
import { TradePasswordStore } from './trade-password.store';

/** The trade password before an order (when turned on in the security centre); then 30 minutes without asking. */
export const TradePasswordModal = observer(function TradePasswordModal() {
  const { t } = useTranslation('trade');
  const store = useInjection(TradePasswordStore);
  return (
    <Modal
      open={store.asking}
      title={t('form.tradePassword.title')}
      okText={t('form.tradePassword.confirm')}
      cancelText={t('form.tradePassword.cancel')}
      onOk={() => void store.confirm()}
      onCancel={() => store.cancel()}
      destroyOnHidden
      data-testid="trade-password-modal"
      okButtonProps={{
        disabled: store.password === '',
        loading: store.checking,
        ...({ 'data-testid': 'trade-password-ok' } as Record<string, string>),
      }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('form.tradePassword.hint', { minutes: TRADE_PWD_WINDOW_MS / 60000 })}</Typography.Text>
        <label>
          <Typography.Text>{t('form.tradePassword.label')}</Typography.Text>
          <Input.Password
            value={store.password}
            onChange={(e) => store.setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
            onPressEnter={() => void store.confirm()}
            status={store.problem ? 'error' : undefined}
            data-testid="trade-password-input"
          />
        </label>
        {store.problem && (
          <Alert
            type="error"
            showIcon
            title={store.problem === 'unanswered' ? t('form.tradePassword.unanswered') : store.problem}
            data-testid="trade-password-problem"
          />
        )}
      </Flex>
    </Modal>
  );
});
