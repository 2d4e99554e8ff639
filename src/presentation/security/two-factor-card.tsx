import { Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal';
import type { SecurityStore } from './security.store';

/** 2FA with an authenticator app: set up (QR code, key, first code), the recovery codes shown once, turning it off. */
export const TwoFactorCard = observer(function TwoFactorCard({ store, onChanged }: { store: SecurityStore; onChanged: () => void }) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [disabling, setDisabling] = useState(false);
  const on = store.twoFactorOn;
  const setup = store.setup;

  const confirm = async () => {
    const outcome = await store.enableTotp(code);
    if (outcome.ok) {
      setCode('');
      setRefusal(undefined);
      onChanged();
    } else setRefusal(outcome.message ?? t('unanswered'));
  };

  return (
    <Card
      title={t('twoFactor.title')}
      data-testid="two-factor-card"
      extra={<Tag color={on ? 'success' : 'warning'}>{on ? t('on') : t('off')}</Tag>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('twoFactor.about')}
        </Typography.Paragraph>
        {store.recoveryCodes && (
          <Alert
            type="warning"
            showIcon
            data-testid="recovery-codes"
            title={t('twoFactor.recoveryTitle')}
            description={
              <Flex vertical gap={8}>
                <span>{t('twoFactor.recoveryAbout')}</span>
                <Typography.Text copyable={{ text: store.recoveryCodes.join('\n') }}>
                  <code style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 4 }}>
                    {store.recoveryCodes.map((c) => (
                      <span key={c} data-testid="recovery-code">
                        {c}
                      </span>
                    ))}
                  </code>
                </Typography.Text>
                <Button onClick={() => store.dismissRecoveryCodes()} data-testid="recovery-saved">
                  {t('twoFactor.saved')}
                </Button>
              </Flex>
            }
          />
        )}
        {on && (
          <Space wrap>
            <Typography.Text>
              {t('twoFactor.recoveryLeft', { count: store.status.status === 'success' ? store.status.value.recoveryCodesLeft : 0 })}
            </Typography.Text>
            <Button danger onClick={() => setDisabling(true)} data-testid="two-factor-disable">
              {t('twoFactor.disable')}
            </Button>
          </Space>
        )}
        {!on && setup.status !== 'success' && (
          <Button
            type="primary"
            loading={setup.status === 'pending'}
            onClick={() => void store.beginSetup()}
            style={{ alignSelf: 'flex-start' }}
            data-testid="two-factor-setup"
          >
            {t('twoFactor.setup')}
          </Button>
        )}
        {!on && setup.status === 'success' && (
          <Flex gap={16} wrap>
            <img
              src={setup.value.qrCode}
              width={176}
              height={176}
              alt={t('twoFactor.qrAlt')}
              style={{ borderRadius: 8, background: '#fff' }}
              data-testid="two-factor-qr"
            />
            <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography.Text>{t('twoFactor.scan')}</Typography.Text>
              <Typography.Text type="secondary">{t('twoFactor.manual')}</Typography.Text>
              <Typography.Text
                code
                copyable={{ text: setup.value.secret }}
                style={{ wordBreak: 'break-all' }}
                data-testid="two-factor-secret"
              >
                {setup.value.secret}
              </Typography.Text>
              <Form layout="vertical" onFinish={() => void confirm()}>
                <Form.Item label={t('twoFactor.enterCode')} validateStatus={refusal ? 'error' : undefined} help={refusal}>
                  <Space.Compact style={{ width: '100%', maxWidth: 320 }}>
                    <Input
                      value={code}
                      onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      data-testid="two-factor-code"
                    />
                    <Button
                      type="primary"
                      htmlType="submit"
                      disabled={code.length !== 6}
                      loading={store.busy}
                      data-testid="two-factor-confirm"
                    >
                      {t('twoFactor.enable')}
                    </Button>
                  </Space.Compact>
                </Form.Item>
              </Form>
              <Button type="link" onClick={() => store.cancelSetup()} style={{ alignSelf: 'flex-start', padding: 0 }}>
                {t('cancel')}
              </Button>
            </Flex>
          </Flex>
        )}
        {setup.status === 'error' && <Alert type="error" showIcon title={t('unanswered')} />}
      </Flex>
      <ActionModal<{ totp?: string; recoveryCode?: string }>
        title={t('twoFactor.disable')}
        open={disabling}
        onClose={() => setDisabling(false)}
        danger
        testId="disable-2fa"
        onSubmit={async (v) => {
          const outcome = await store.disableTotp(v.recoveryCode ? { recoveryCode: v.recoveryCode } : { totp: v.totp });
          if (outcome.ok) onChanged();
          return outcome;
        }}
      >
        <Typography.Paragraph type="secondary">{t('twoFactor.disableAbout')}</Typography.Paragraph>
        <Form.Item name="totp" label={t('totpCode')} rules={[{ pattern: /^\d{6}$/, message: t('totpCodeRule') }]}>
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" data-testid="disable-2fa-totp" />
        </Form.Item>
        <Form.Item name="recoveryCode" label={t('twoFactor.orRecovery')}>
          <Input maxLength={12} />
        </Form.Item>
      </ActionModal>
    </Card>
  );
});
