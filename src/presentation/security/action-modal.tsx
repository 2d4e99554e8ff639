import { Alert, Form, Input, Modal, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { challengeRefusal } from '../../domain/security/challenge-refusal';
import { challengeMessage } from '../shared/challenge-message';
import { withoutFieldName } from '../shared/refusal-text';
import type { Outcome } from './security.store';

/** The 2FA code field every sensitive action shows while 2FA is on. */
export function SafeCheckField({ show }: { show: boolean }) {
  const { t } = useTranslation('security');
  if (!show) return null;
  return (
    <Form.Item
      name="totp"
      label={t('totpCode')}
      extra={t('totpCodeHint')}
      rules={[{ required: true, pattern: /^\d{6}$/, message: t('totpCodeRule') }]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="safe-check-totp" />
    </Form.Item>
  );
}

/**
 * A modal form for one security action: its fields, the submit, and the exchange's refusal (nothing typed is lost):
 * a wrong 2FA code or password under its field in the user's language, any other refusal above the buttons without
 * an internal field name. Closes on success only.
 */
export const ActionModal = observer(function ActionModal<V extends Record<string, string | undefined>>(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (values: V) => Promise<Outcome>;
  children: ReactNode;
  okText?: string;
  danger?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<V>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    form.resetFields();
    setRefusal(undefined);
    props.onClose();
  };
  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    const outcome = await props.onSubmit(values);
    setBusy(false);
    if (outcome.ok) {
      close();
      return;
    }
    const wrong = outcome.message === undefined ? undefined : challengeRefusal(outcome.message);
    const field = wrong && (wrong.field in form.getFieldsValue(true) ? wrong.field : undefined);
    if (wrong && field) {
      setRefusal(undefined);
      form.setFields([{ name: field as never, errors: [challengeMessage(t, wrong)] }]);
    } else setRefusal(outcome.message === undefined ? t('unanswered') : withoutFieldName(outcome.message));
  };
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={close}
      onOk={() => void submit()}
      okText={props.okText ?? t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      okButtonProps={{ danger: props.danger, 'data-testid': `${props.testId}-ok` } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid={props.testId} onFinish={() => void submit()}>
        {props.children}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid={`${props.testId}-refusal`} />}
      </Form>
    </Modal>
  );
});
