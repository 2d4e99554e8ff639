import { Alert, Button, Card, Flex, Form, Input, Steps, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LinkError } from '../../application/security/account-links.use-cases';
import { EMAIL_CODE_PATTERN, newEmailProblem } from '../../domain/security/email-change';
import { SafeCheckField } from './action-modal';
import type { AccountLinksStore } from './account-links.store';

const STEP_INDEX = { start: 0, oldCodeSent: 0, newCodeSent: 1, done: 2 } as const;

/** The refusal of an action: its translated key or the exchange's message. */
export function useLinkErrorText(): (error: LinkError | undefined) => string | undefined {
  const { t } = useTranslation('security');
  return (error) =>
    error === undefined ? undefined : 'key' in error ? t(error.key, { ...error.params }) : (error.message ?? t('unanswered'));
}

/** Email change (`email/code` to the old address, `email/trade`, `email/code` to the new one, `email/change`). */
export const EmailChangeCard = observer(function EmailChangeCard({
  store,
  twoFactorOn,
  onChanged,
}: {
  store: AccountLinksStore;
  twoFactorOn: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const errorText = useLinkErrorText();
  const current = store.links?.email;
  const codeRule = { required: true, pattern: EMAIL_CODE_PATTERN, message: t('emailChange.codeRule') };
  const refusal = errorText(store.error);
  return (
    <Card title={t('emailChange.title')} data-testid="email-change-card">
      <Flex vertical gap={12} style={{ maxWidth: 480 }}>
        <Typography.Text>
          {t('emailChange.current')}{' '}
          <Typography.Text strong data-testid="current-email">
            {current ?? '—'}
          </Typography.Text>
        </Typography.Text>
        {store.step !== 'start' && (
          <Steps
            size="small"
            current={STEP_INDEX[store.step]}
            items={[{ title: t('emailChange.stepOld') }, { title: t('emailChange.stepNew') }, { title: t('emailChange.stepDone') }]}
          />
        )}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="email-change-refusal" />}
        {store.sentTo && <Alert type="info" showIcon title={t('emailChange.sentTo', { to: store.sentTo })} data-testid="email-code-sent" />}
        {store.step === 'start' && (
          <Button
            onClick={() => void store.sendOldCode()}
            loading={store.busy}
            disabled={!current}
            style={{ alignSelf: 'flex-start' }}
            data-testid="email-change-start"
          >
            {t('emailChange.start')}
          </Button>
        )}
        {store.step === 'oldCodeSent' && (
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={(v: { code: string; totp?: string }) => void store.tradeOldCode(v.code, { totp: v.totp })}
          >
            <Form.Item name="code" label={t('emailChange.oldCode')} rules={[codeRule]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="email-old-code" />
            </Form.Item>
            <SafeCheckField show={twoFactorOn} />
            <Button type="primary" htmlType="submit" loading={store.busy} data-testid="email-old-submit">
              {t('confirm')}
            </Button>
          </Form>
        )}
        {store.step === 'newCodeSent' && (
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={async (v: { email: string; code?: string }) => {
              if (!store.sentTo || !v.code) return void store.sendNewCode(v.email);
              if (await store.changeEmail(v.code)) onChanged();
            }}
          >
            <Form.Item
              name="email"
              label={t('emailChange.newEmail')}
              rules={[
                {
                  validator: async (_r, value: string | undefined) => {
                    const problem = newEmailProblem(current ?? null, value ?? '');
                    if (problem) throw new Error(t(`emailChange.problem.${problem}`));
                  },
                },
              ]}
            >
              <Input autoComplete="email" disabled={Boolean(store.sentTo)} data-testid="email-new" />
            </Form.Item>
            {store.sentTo && (
              <Form.Item name="code" label={t('emailChange.newCode')} rules={[codeRule]}>
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="email-new-code" />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={store.busy} data-testid="email-new-submit">
              {store.sentTo ? t('emailChange.finish') : t('emailChange.sendNew')}
            </Button>
          </Form>
        )}
        {store.step === 'done' && (
          <Alert
            type="success"
            showIcon
            title={t('emailChange.done')}
            data-testid="email-change-done"
            action={
              <Button size="small" onClick={() => store.resetEmailChange()}>
                {t('close')}
              </Button>
            }
          />
        )}
        {store.step !== 'start' && store.step !== 'done' && (
          <Button type="link" onClick={() => store.resetEmailChange()} style={{ alignSelf: 'flex-start', padding: 0 }}>
            {t('cancel')}
          </Button>
        )}
      </Flex>
    </Card>
  );
});
