import { Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { antiPhishingProblem } from '../../domain/security/security-rules';
import { ActionModal, SafeCheckField } from './action-modal';
import type { SecurityStore } from './security.store';

/** The anti-phishing code: set, change, remove; every genuine email shows it at the top. */
export const AntiPhishingCard = observer(function AntiPhishingCard({ store, onChanged }: { store: SecurityStore; onChanged: () => void }) {
  const { t } = useTranslation('security');
  const [mode, setMode] = useState<'set' | 'delete'>();
  const current = store.antiPhishingCode;
  return (
    <Card
      title={t('antiPhishing.title')}
      data-testid="anti-phishing-card"
      extra={<Tag color={current ? 'success' : 'default'}>{current ? t('on') : t('off')}</Tag>}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('antiPhishing.about')}
        </Typography.Paragraph>
        {current && (
          <Typography.Text>
            {t('antiPhishing.current')}{' '}
            <Typography.Text strong data-testid="anti-phishing-current">
              {current}
            </Typography.Text>
          </Typography.Text>
        )}
        <Space wrap>
          <Button type="primary" onClick={() => setMode('set')} data-testid="anti-phishing-set">
            {current ? t('change') : t('set')}
          </Button>
          {current && (
            <Button danger onClick={() => setMode('delete')} data-testid="anti-phishing-delete">
              {t('remove')}
            </Button>
          )}
        </Space>
      </Flex>
      <ActionModal<{ code?: string; totp?: string }>
        title={mode === 'delete' ? t('antiPhishing.removeTitle') : t('antiPhishing.title')}
        open={mode !== undefined}
        onClose={() => setMode(undefined)}
        danger={mode === 'delete'}
        testId="anti-phishing-form"
        onSubmit={async (v) => {
          const outcome = await store.setAntiPhishingCode(mode === 'delete' ? null : (v.code ?? ''), { totp: v.totp });
          if (outcome.ok) onChanged();
          return outcome;
        }}
      >
        {mode === 'set' && (
          <Form.Item
            name="code"
            label={t('antiPhishing.code')}
            extra={t('antiPhishing.rule')}
            rules={[
              {
                validator: async (_r, value: string | undefined) => {
                  const problem = antiPhishingProblem(value ?? '');
                  if (problem) throw new Error(t(`antiPhishing.problem.${problem}`));
                },
              },
            ]}
          >
            <Input maxLength={20} autoComplete="off" data-testid="anti-phishing-input" />
          </Form.Item>
        )}
        <SafeCheckField show={store.twoFactorOn} />
      </ActionModal>
    </Card>
  );
});
