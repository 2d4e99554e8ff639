import { Alert, Form, Input, Modal, type ButtonProps } from 'antd';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { challengeRefusal } from '../../domain/security/challenge-refusal';
import { challengeMessage } from '../shared/challenge-message';
import { useInjection } from '../shared/container-context';
import { SignInCodeStore } from './sign-in-code.store';

/** The exchange's refusal of a sign-in code in the user's language. */
function refusalMessage(t: TFunction, refusal: TradeFailure): string {
  if (refusal.kind === 'unanswered') return t('signInCode.failed');
  const wrong = challengeRefusal(refusal.message);
  if (wrong) return challengeMessage(t, wrong);
  if (refusal.code === -1003) return t('signInCode.locked');
  if (refusal.code === -1002) return t('signInCode.expired');
  return t('signInCode.failed');
}

/** The sign-in's 2FA dialog: the authenticator's code (or a recovery code) before the session is granted. */
export const SignInCodeModal = observer(function SignInCodeModal() {
  const store = useInjection(SignInCodeStore);
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  const problem = store.badFormat ? t('signInCode.format') : store.refusal ? refusalMessage(t, store.refusal) : undefined;
  return (
    <Modal
      open={store.asking}
      title={t('signInCode.title')}
      okText={t('signInCode.submit')}
      cancelText={t('signInCode.cancel')}
      confirmLoading={store.busy}
      destroyOnHidden
      maskClosable={false}
      onCancel={() => store.cancel()}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'sign-in-code-submit' } as ButtonProps}
    >
      <div data-testid="sign-in-code">
        <p>{t('signInCode.body')}</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void store.submit(v.code ?? '')}>
          <Form.Item name="code" label={t('signInCode.label')} extra={t('signInCode.hint')}>
            <Input autoFocus inputMode="text" autoComplete="one-time-code" maxLength={24} data-testid="sign-in-code-input" />
          </Form.Item>
        </Form>
        {problem && <Alert type="error" showIcon title={problem} data-testid="sign-in-code-error" />}
      </div>
    </Modal>
  );
});
