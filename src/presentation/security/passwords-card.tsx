import { Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordKind } from '../../domain/security/security-records';
import { securityPasswordProblem } from '../../domain/security/security-rules';
import { ActionModal, SafeCheckField } from './action-modal';
import type { SecurityStore } from './security.store';
import { TradePasswordOnOrder } from './trade-password-setting';
import { formatDateTime } from '../../domain/shared/amount-format';

type Mode = 'create' | 'change' | 'delete';
type Values = { oldPassword?: string; password?: string; totp?: string };

/** One of the trade and withdraw passwords: create, change (the withdraw one locks withdrawals 24 h), remove. */
const PasswordRow = observer(function PasswordRow({
  store,
  kind,
  onChanged,
}: {
  store: SecurityStore;
  kind: PasswordKind;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('security');
  const [mode, setMode] = useState<Mode>();
  const status = store.status.status === 'success' ? store.status.value : undefined;
  const set = kind === 'trade' ? status?.tradePwd : status?.withdrawPwd;
  const lockedUntil = kind === 'withdraw' && status && status.withdrawLockUntil > Date.now() ? status.withdrawLockUntil : undefined;
  const submit = (v: Values) => {
    const check = { totp: v.totp };
    if (mode === 'create') return store.createPassword(kind, v.password ?? '', check);
    if (mode === 'change') return store.changePassword(kind, v.oldPassword ?? '', v.password ?? '', check);
    return store.deletePassword(kind, v.oldPassword ?? '', check);
  };
  const rule = {
    validator: async (_r: unknown, value: string | undefined) => {
      const problem = securityPasswordProblem(value ?? '');
      if (problem) throw new Error(t(`password.problem.${problem}`));
    },
  };
  return (
    <Flex vertical gap={8} data-testid={`${kind}-password`}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space>
          <Typography.Text strong>{t(`password.${kind}.title`)}</Typography.Text>
          <Tag color={set ? 'success' : 'default'}>{set ? t('on') : t('off')}</Tag>
        </Space>
        <Space wrap>
          {!set && (
            <Button onClick={() => setMode('create')} data-testid={`${kind}-password-create`}>
              {t('set')}
            </Button>
          )}
          {set && (
            <Button onClick={() => setMode('change')} data-testid={`${kind}-password-change`}>
              {t('change')}
            </Button>
          )}
          {set && (
            <Button danger onClick={() => setMode('delete')}>
              {t('remove')}
            </Button>
          )}
        </Space>
      </Space>
      <Typography.Text type="secondary">{t(`password.${kind}.about`)}</Typography.Text>
      {lockedUntil && (
        <Alert
          type="info"
          showIcon
          title={t('password.withdrawLocked', { time: formatDateTime(i18n.language, lockedUntil) })}
          data-testid="withdraw-lock"
        />
      )}
      <ActionModal<Values>
        title={t(`password.${kind}.${mode ?? 'create'}`)}
        open={mode !== undefined}
        onClose={() => setMode(undefined)}
        danger={mode === 'delete'}
        testId={`${kind}-password-form`}
        onSubmit={async (v) => {
          const outcome = await submit(v);
          if (outcome.ok) onChanged();
          return outcome;
        }}
      >
        {mode !== 'create' && (
          <Form.Item
            name="oldPassword"
            label={t(mode === 'change' ? 'password.old' : 'password.current')}
            rules={[{ required: true, message: t('password.required') }]}
          >
            <Input.Password autoComplete="off" maxLength={32} />
          </Form.Item>
        )}
        {mode !== 'delete' && (
          <Form.Item name="password" label={t('password.new')} extra={t('password.rule')} rules={[rule]}>
            <Input.Password autoComplete="new-password" maxLength={32} data-testid={`${kind}-password-input`} />
          </Form.Item>
        )}
        {mode === 'change' && kind === 'withdraw' && (
          <Alert type="warning" showIcon title={t('password.withdrawLockWarning')} style={{ marginBottom: 16 }} />
        )}
        <SafeCheckField show={store.twoFactorOn} />
      </ActionModal>
    </Flex>
  );
});

export const PasswordsCard = observer(function PasswordsCard({ store, onChanged }: { store: SecurityStore; onChanged: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Card title={t('password.title')} data-testid="passwords-card">
      <Flex vertical gap={20}>
        <PasswordRow store={store} kind="trade" onChanged={onChanged} />
        <TradePasswordOnOrder store={store} onChanged={onChanged} />
        <PasswordRow store={store} kind="withdraw" onChanged={onChanged} />
      </Flex>
    </Card>
  );
});
