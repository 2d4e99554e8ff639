import { AppleFilled, GoogleOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Flex, Form, Input, List, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { ProviderPickerStore, subjectFor } from './provider-picker.store';

const SAMPLE_IDENTITIES = [
  { name: 'Gina Google', email: 'gina@example.com' },
  { name: 'Ada Lovelace', email: 'ada@example.org' },
];

/** The emulator's stand-in for the Google / Apple popups: pick a sample identity or type one. */
export const ProviderPickerModal = observer(function ProviderPickerModal() {
  const picker = useInjection(ProviderPickerStore);
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ name: string; email: string }>();
  const provider = picker.provider;
  const label = provider === 'apple.com' ? 'Apple' : 'Google';
  const choose = (name: string, email: string) => provider && picker.choose({ sub: subjectFor(provider, email), email, name });

  return (
    <Modal
      open={provider !== undefined}
      title={
        <Flex gap="small" align="center">
          {provider === 'apple.com' ? <AppleFilled /> : <GoogleOutlined />}
          {t('picker.title', { provider: label })}
        </Flex>
      }
      onCancel={() => picker.cancel()}
      footer={null}
      destroyOnHidden
      data-testid="provider-picker"
    >
      <Typography.Paragraph type="secondary">{t('picker.explanation')}</Typography.Paragraph>
      <List
        dataSource={SAMPLE_IDENTITIES}
        renderItem={(identity) => (
          <List.Item
            actions={[
              <Button key="use" onClick={() => choose(identity.name, identity.email)} data-testid={`pick-${identity.email}`}>
                {t('picker.use')}
              </Button>,
            ]}
          >
            <List.Item.Meta avatar={<Avatar icon={<UserOutlined />} />} title={identity.name} description={identity.email} />
          </List.Item>
        )}
      />
      <Divider plain>{t('picker.other')}</Divider>
      <Form form={form} name="provider-picker" layout="vertical" onFinish={(v) => choose(v.name, v.email)} requiredMark={false}>
        <Form.Item name="name" label={t('picker.name')} rules={[{ required: true, message: t('form.required') }]}>
          <Input autoComplete="name" data-testid="picker-name" />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} rules={[{ required: true, type: 'email', message: t('form.emailInvalid') }]}>
          <Input autoComplete="email" data-testid="picker-email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block data-testid="picker-submit">
          {t('picker.continue', { provider: label })}
        </Button>
      </Form>
    </Modal>
  );
});
