import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SMS_CODE_PATTERN } from '../../domain/auth/second-factor';
import { DevCodesLink } from './dev-codes-link';
import type { SignInStepsStore } from './auth.store';

/** Phone sign-in (`sendVerificationCode`, `signInWithPhoneNumber`) and the email sign-in link, on the login card. */
export const PasswordlessPanel = observer(function PasswordlessPanel({
  steps,
  onSignedIn,
  continueUrl,
}: {
  steps: SignInStepsStore;
  onSignedIn: () => void;
  continueUrl: string;
}) {
  const { t } = useTranslation('auth');
  const fieldError = (field: 'code' | 'phone' | 'email') =>
    steps.error?.field === field ? { validateStatus: 'error' as const, help: t(steps.error.key, { ...steps.error.values }) } : {};
  const stepError = steps.error && !steps.error.field ? t(steps.error.key, { ...steps.error.values }) : undefined;
  const back = (
    <Button type="link" onClick={() => steps.setWay('password')} data-testid="way-back">
      {t('ways.back')}
    </Button>
  );

  if (steps.way === 'phone') {
    return (
      <Flex vertical gap={8} data-testid="phone-sign-in">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('ways.phoneTitle')}
        </Typography.Title>
        {stepError && <Alert type="error" showIcon title={stepError} />}
        <Form layout="vertical" requiredMark={false} onFinish={(v: { phone: string }) => void steps.sendPhoneCode(v.phone)}>
          <Form.Item
            name="phone"
            label={t('ways.phone')}
            extra={t('ways.phoneHint')}
            rules={[{ required: true, message: t('form.required') }]}
            {...fieldError('phone')}
          >
            <Input inputMode="tel" autoComplete="tel" size="large" placeholder="+15555550100" data-testid="phone-input" />
          </Form.Item>
          <Button htmlType="submit" size="large" block loading={steps.busy && !steps.phoneVerificationId} data-testid="phone-send">
            {steps.phoneVerificationId ? t('secondFactor.resend') : t('secondFactor.send')}
          </Button>
        </Form>
        {steps.phoneVerificationId && (
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={async (v: { code: string }) => {
              if (await steps.confirmPhoneCode(v.code)) onSignedIn();
            }}
          >
            <Form.Item
              name="code"
              label={t('secondFactor.code')}
              rules={[{ required: true, pattern: SMS_CODE_PATTERN, message: t('errors.code-format') }]}
              {...fieldError('code')}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" data-testid="phone-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={steps.busy} data-testid="phone-submit">
              {t('login.submit')}
            </Button>
          </Form>
        )}
        <DevCodesLink steps={steps} kind="sms" />
        {back}
      </Flex>
    );
  }

  const finishLink = async (v: { email: string }) => {
    if (steps.emailLinkNeedsAddress) {
      if (await steps.completeEmailLink(v.email, window.location.href)) onSignedIn();
    } else await steps.sendEmailLink(v.email, continueUrl);
  };
  return (
    <Flex vertical gap={8} data-testid="email-link-sign-in">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('ways.emailLinkTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(steps.emailLinkNeedsAddress ? 'ways.emailLinkConfirm' : 'ways.emailLinkBody')}
      </Typography.Paragraph>
      {stepError && <Alert type="error" showIcon title={stepError} />}
      {steps.emailLinkSentTo ? (
        <Alert type="success" showIcon title={t('ways.emailLinkSent', { email: steps.emailLinkSentTo })} data-testid="email-link-sent" />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={(v: { email: string }) => void finishLink(v)}>
          <Form.Item
            name="email"
            label={t('form.email')}
            rules={[{ required: true, type: 'email', message: t('form.emailInvalid') }]}
            {...fieldError('email')}
          >
            <Input autoComplete="email" size="large" data-testid="email-link-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={steps.busy} data-testid="email-link-send">
            {t(steps.emailLinkNeedsAddress ? 'login.submit' : 'ways.emailLinkSend')}
          </Button>
        </Form>
      )}
      <DevCodesLink steps={steps} kind="email" />
      {back}
    </Flex>
  );
});
