import { Input, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { challengeMessage } from '../shared/challenge-message';
import { useInjection } from '../shared/container-context';
import { WithdrawChallengeStore } from './withdraw-challenge.store';

/** The withdrawal's security step: the withdraw password and / or the authenticator's 6-digit code. */
export const WithdrawChallengeModal = observer(function WithdrawChallengeModal() {
  const { t } = useTranslation('withdraw');
  const store = useInjection(WithdrawChallengeStore);
  const ask = store.ask;
  const refusal = store.refusal;
  return (
    <Modal open={ask !== undefined} title={t('challenge.title')} okText={t('challenge.confirm')} cancelText={t('challenge.cancel')}
      onOk={() => store.confirm()} onCancel={() => store.cancel()} confirmLoading={store.checking} okButtonProps={{ disabled: !store.complete, ...({ 'data-testid': 'withdraw-challenge-ok' } as Record<string, string>) }}
      destroyOnHidden data-testid="withdraw-challenge">
      {ask && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('challenge.summary', { amount: ask.request.amount, token: ask.request.token, address: ask.request.address })}</Typography.Text>
          {ask.password && (
            <label>
              <Typography.Text>{t('challenge.password')}</Typography.Text>
              <Input.Password value={store.password} onChange={(e) => store.setPassword(e.target.value)} autoComplete="current-password" data-testid="withdraw-challenge-password"
                status={refusal?.field === 'password' ? 'error' : undefined} aria-invalid={refusal?.field === 'password' ? true : undefined} />
            </label>
          )}
          {refusal?.field === 'password' && (
            <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-password-problem">{challengeMessage(t, refusal)}</Typography.Text>
          )}
          {ask.code && (
            <label>
              <Typography.Text>{t('challenge.code')}</Typography.Text>
              <Input value={store.code} onChange={(e) => store.setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
                onPressEnter={() => store.confirm()} data-testid="withdraw-challenge-code"
                status={refusal && refusal.field !== 'password' ? 'error' : undefined} aria-invalid={refusal && refusal.field !== 'password' ? true : undefined} />
            </label>
          )}
          {refusal && refusal.field !== 'password' && (
            <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-code-problem">{challengeMessage(t, refusal)}</Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
});
