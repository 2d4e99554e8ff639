import { Alert, Button, Card, Flex, Form, Input, List, Popconfirm, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { factorLabel, SMS_CODE_PATTERN } from '../../domain/auth/second-factor';
import type { SecondFactorsStore } from './second-factors.store';

/**
 * The sign-in second factor with the auth provider: enrol a phone (SMS code, enrollment start and
 * finalize), list and remove factors. The provider wants a verified email first: the card offers the email.
 */
export const SecondFactorCard = observer(function SecondFactorCard({
  store,
  onChanged,
  devSmsUrl,
}: {
  store: SecondFactorsStore;
  onChanged: () => void;
  devSmsUrl?: string;
}) {
  const { t } = useTranslation('security');
  const factors = store.factors ?? [];
  const err = store.error;
  const fieldProps = (field: 'phone' | 'code') =>
    err?.field === field ? { validateStatus: 'error' as const, help: t(`auth:${err.key}`) } : {};
  const unverified = err?.key === 'errors.unverified-email';
  return (
    <Card
      title={t('secondFactor.title')}
      data-testid="second-factor-card"
      extra={<Tag color={factors.length > 0 ? 'success' : 'default'}>{factors.length > 0 ? t('on') : t('off')}</Tag>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('secondFactor.about')}
        </Typography.Paragraph>
        {factors.length > 0 && (
          <List
            size="small"
            bordered
            dataSource={factors}
            renderItem={(f) => (
              <List.Item
                data-testid="second-factor-row"
                actions={[
                  <Popconfirm
                    key="remove"
                    title={t('secondFactor.removeConfirm')}
                    okText={t('remove')}
                    cancelText={t('cancel')}
                    onConfirm={async () => {
                      if (await store.remove(f)) onChanged();
                    }}
                  >
                    <Button danger size="small" data-testid="second-factor-remove">
                      {t('remove')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Typography.Text>{factorLabel(f)}</Typography.Text> <Typography.Text type="secondary">{f.phoneNumber}</Typography.Text>
              </List.Item>
            )}
          />
        )}
        {err && !err.field && (
          <Alert
            type={unverified ? 'warning' : 'error'}
            showIcon
            title={t(`auth:${err.key}`)}
            data-testid="second-factor-refusal"
            action={
              unverified && !store.verificationSent ? (
                <Button size="small" onClick={() => void store.verifyEmail()} data-testid="verify-email">
                  {t('secondFactor.verifyEmail')}
                </Button>
              ) : undefined
            }
          />
        )}
        {store.verificationSent && (
          <Alert type="info" showIcon title={t('secondFactor.verificationSent')} data-testid="verification-sent" />
        )}
        {!store.verificationId ? (
          <Form
            layout="vertical"
            requiredMark={false}
            onFinish={(v: { phone: string }) => void store.start(v.phone)}
            style={{ maxWidth: 420 }}
          >
            <Form.Item
              name="phone"
              label={t('auth:ways.phone')}
              extra={t('auth:ways.phoneHint')}
              rules={[{ required: true, message: t('auth:form.required') }]}
              {...fieldProps('phone')}
            >
              <Input inputMode="tel" autoComplete="tel" placeholder="+15555550100" data-testid="enrol-phone" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={store.busy} data-testid="enrol-send">
              {t('secondFactor.add')}
            </Button>
          </Form>
        ) : (
          <Form
            layout="vertical"
            requiredMark={false}
            style={{ maxWidth: 420 }}
            onFinish={async (v: { code: string; name?: string }) => {
              if (await store.finish(v.code, v.name ?? '')) onChanged();
            }}
          >
            <Typography.Paragraph type="success" data-testid="enrol-sent">
              {t('auth:secondFactor.sent')}
            </Typography.Paragraph>
            <Form.Item
              name="code"
              label={t('auth:secondFactor.code')}
              rules={[{ required: true, pattern: SMS_CODE_PATTERN, message: t('auth:errors.code-format') }]}
              {...fieldProps('code')}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="enrol-code" />
            </Form.Item>
            <Form.Item name="name" label={t('secondFactor.name')}>
              <Input maxLength={32} placeholder={t('secondFactor.namePlaceholder')} data-testid="enrol-name" />
            </Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={store.busy} data-testid="enrol-submit">
                {t('confirm')}
              </Button>
              <Button onClick={() => store.cancel()}>{t('cancel')}</Button>
            </Flex>
          </Form>
        )}
        {devSmsUrl && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('auth:dev.note')}{' '}
            <Typography.Link href={devSmsUrl} target="_blank" rel="noreferrer">
              {t('auth:dev.sms')}
            </Typography.Link>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
});
