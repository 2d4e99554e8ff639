import { Alert, Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factorLabel, SMS_CODE_PATTERN } from '../../domain/auth/second-factor';
import { DevCodesLink } from './dev-codes-link';
import type { SignInStepsStore } from './auth.store';

/**
 * The sign-in's second step after `multi-factor-auth-required`: choose a factor, send the SMS code
 * (sign-in start), enter it (sign-in finalize). `onSignedIn` goes on as the password sign-in does.
 */
export const SecondFactorPanel = observer(function SecondFactorPanel({
  steps,
  onSignedIn,
}: {
  steps: SignInStepsStore;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const step = steps.secondFactor;
  const [chosen, setChosen] = useState<string>();
  if (!step || step.kind === 'done') return null;
  const selected = chosen ?? (step.kind === 'codeSent' ? step.factorUid : step.factors[0]?.uid);
  const codeError = steps.error?.field === 'code' ? t(steps.error.key, { ...steps.error.values }) : undefined;
  const stepError = steps.error && !steps.error.field ? t(steps.error.key, { ...steps.error.values }) : undefined;
  return (
    <Flex vertical gap={12} data-testid="second-factor-step">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('secondFactor.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('secondFactor.body')}
      </Typography.Paragraph>
      <Radio.Group
        value={selected}
        onChange={(e) => setChosen(e.target.value as string)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {step.factors.map((f) => (
          <Radio key={f.uid} value={f.uid} data-testid="second-factor-option">
            {factorLabel(f)} {f.phoneNumber ? `(${f.phoneNumber})` : ''}
          </Radio>
        ))}
      </Radio.Group>
      {stepError && <Alert type="error" showIcon title={stepError} data-testid="second-factor-error" />}
      <Button
        size="large"
        block
        loading={steps.busy && step.kind === 'choose'}
        disabled={!selected}
        onClick={() => selected && void steps.sendSecondFactorCode(selected)}
        data-testid="second-factor-send"
      >
        {step.kind === 'codeSent' ? t('secondFactor.resend') : t('secondFactor.send')}
      </Button>
      {step.kind === 'codeSent' && (
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={async (v: { code: string }) => {
            if (await steps.confirmSecondFactor(v.code)) onSignedIn();
          }}
        >
          <Typography.Paragraph type="success" data-testid="second-factor-sent">
            {t('secondFactor.sent')}
          </Typography.Paragraph>
          <Form.Item
            name="code"
            label={t('secondFactor.code')}
            validateStatus={codeError ? 'error' : undefined}
            help={codeError}
            rules={[{ required: true, pattern: SMS_CODE_PATTERN, message: t('errors.code-format') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" data-testid="second-factor-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={steps.busy} data-testid="second-factor-submit">
            {t('secondFactor.verify')}
          </Button>
        </Form>
      )}
      <DevCodesLink steps={steps} kind="sms" />
      <Button type="link" onClick={() => steps.cancel()} data-testid="second-factor-cancel">
        {t('secondFactor.back')}
      </Button>
    </Flex>
  );
});
