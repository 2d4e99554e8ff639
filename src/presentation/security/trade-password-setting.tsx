import { Flex, Form, Input, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_PWD_WINDOW_MS } from '../../domain/security/trade-password-on-order';
import { ActionModal } from './action-modal';
import type { SecurityStore } from './security.store';

/** "Ask the trade password when placing orders" (needs a trade password; the password confirms either change). */
export const TradePasswordOnOrder = observer(function TradePasswordOnOrder({
  store,
  onChanged,
}: {
  store: SecurityStore;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const [target, setTarget] = useState<boolean>();
  const status = store.status.status === 'success' ? store.status.value : undefined;
  if (!status?.tradePwd) return null;
  const on = status.tradePwdOnOrder === true;
  return (
    <Flex vertical gap={4} data-testid="trade-password-on-order">
      <Flex align="center" gap={8}>
        <Switch
          checked={on}
          onChange={(next) => setTarget(next)}
          aria-labelledby="trade-pwd-on-order"
          data-testid="trade-password-on-order-switch"
        />
        <Typography.Text id="trade-pwd-on-order">{t('password.onOrder.label')}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{t('password.onOrder.about', { minutes: TRADE_PWD_WINDOW_MS / 60000 })}</Typography.Text>
      <ActionModal<{ password?: string }>
        title={t(target ? 'password.onOrder.turnOn' : 'password.onOrder.turnOff')}
        open={target !== undefined}
        onClose={() => setTarget(undefined)}
        testId="trade-password-on-order-form"
        onSubmit={async (v) => {
          const outcome = await store.setTradePasswordOnOrder(target === true, v.password ?? '');
          if (outcome.ok) onChanged();
          return outcome;
        }}
      >
        <Form.Item name="password" label={t('password.current')} rules={[{ required: true, message: t('password.required') }]}>
          <Input.Password autoComplete="off" maxLength={32} data-testid="trade-password-on-order-password" />
        </Form.Item>
      </ActionModal>
    </Flex>
  );
});
