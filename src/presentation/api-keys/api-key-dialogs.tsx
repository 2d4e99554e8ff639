import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { MAX_LABEL_LENGTH } from '../../domain/api-keys/api-key';
import { MAX_ALLOWED_IPS } from '../../domain/api-keys/ip-list';
import { useInjection } from '../shared/container-context';
import type { FieldProblem } from './api-key-form';
import type { ApiKeysStore } from './api-keys.store';

function useProblemText(): (p: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('apiKeys');
  return (p) => (p ? t(`form.errors.${p.key}`, p.values ?? {}) : undefined);
}

/** The create form: label, permissions (READ always), the IP allow-list; a key without one expires after 90 days. */
export const CreateKeyDialog = observer(function CreateKeyDialog({ store }: { store: ApiKeysStore }) {
  const { t } = useTranslation('apiKeys');
  const problem = useProblemText();
  const { draft, problems } = store;
  return (
    <Modal
      open={store.creating}
      title={t('create.title')}
      onCancel={() => store.closeCreate()}
      destroyOnHidden
      okText={t('create.submit')}
      cancelText={t('cancel')}
      onOk={() => void store.submitCreate()}
      okButtonProps={{ loading: store.busy, 'data-testid': 'api-key-create-submit' } as { loading: boolean }}
    >
      <Form
        layout="vertical"
        onSubmitCapture={(e) => {
          e.preventDefault();
          void store.submitCreate();
        }}
      >
        <Form.Item label={t('form.label')} validateStatus={problems.label ? 'error' : undefined} help={problem(problems.label)} required>
          <Input
            value={draft.label}
            maxLength={MAX_LABEL_LENGTH}
            showCount
            onChange={(e) => store.setDraft({ label: e.target.value })}
            data-testid="api-key-label"
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t('form.permissions')}>
          <Flex vertical gap={4}>
            <Checkbox checked disabled>
              {t('permission.READ')}
            </Checkbox>
            <Checkbox checked={draft.trade} onChange={(e) => store.setDraft({ trade: e.target.checked })} data-testid="api-key-trade">
              {t('permission.TRADE')}
            </Checkbox>
            <Checkbox
              checked={draft.withdrawal}
              onChange={(e) => store.setDraft({ withdrawal: e.target.checked })}
              data-testid="api-key-withdrawal"
            >
              {t('permission.WITHDRAWAL')}
            </Checkbox>
          </Flex>
        </Form.Item>
        <Form.Item
          label={t('form.ips')}
          validateStatus={problems.ips ? 'error' : undefined}
          help={problem(problems.ips) ?? t('form.ipsHelp', { limit: MAX_ALLOWED_IPS })}
        >
          <Input.TextArea
            value={draft.ips}
            rows={3}
            placeholder="203.0.113.7, 2001:db8::/32"
            onChange={(e) => store.setDraft({ ips: e.target.value })}
            data-testid="api-key-ips"
          />
        </Form.Item>
        {draft.ips.trim() === '' && <Alert type="warning" showIcon title={t('form.noIpsWarning')} data-testid="api-key-no-ips-warning" />}
      </Form>
    </Modal>
  );
});

/** The key just created, with its secret: shown this once, with copy buttons. */
export const SecretDialog = observer(function SecretDialog({ store }: { store: ApiKeysStore }) {
  const { t } = useTranslation('apiKeys');
  const copy = useInjection(CopyToClipboard);
  const created = store.created;
  const row = (label: string, value: string, testId: string) => (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex gap={8} align="center">
        <Typography.Text code style={{ wordBreak: 'break-all', flex: 1 }} data-testid={testId}>
          {value}
        </Typography.Text>
        <Button icon={<CopyOutlined />} aria-label={t('copy', { what: label })} onClick={() => void copy.execute(value)} />
      </Flex>
    </Flex>
  );
  return (
    <Modal
      open={created !== undefined}
      title={t('secret.title')}
      closable={false}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={() => store.closeSecret()} data-testid="api-key-secret-done">
          {t('secret.done')}
        </Button>
      }
    >
      {created && (
        <Flex vertical gap={12} data-testid="api-key-secret-dialog">
          <Alert type="warning" showIcon title={t('secret.once')} />
          {row(t('column.apiKey'), created.apiKey, 'api-key-created-key')}
          {row(t('secret.secret'), created.secret, 'api-key-created-secret')}
        </Flex>
      )}
    </Modal>
  );
});

/** Edits a key's IP allow-list. */
export const EditIpsDialog = observer(function EditIpsDialog({ store }: { store: ApiKeysStore }) {
  const { t } = useTranslation('apiKeys');
  const problem = useProblemText();
  const editing = store.editing;
  return (
    <Modal
      open={editing !== undefined}
      title={t('edit.title', { label: editing?.key.label ?? '' })}
      onCancel={() => store.closeEdit()}
      destroyOnHidden
      okText={t('edit.submit')}
      cancelText={t('cancel')}
      onOk={() => void store.submitEdit()}
      okButtonProps={{ loading: store.busy }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('form.ips')}
          validateStatus={store.editProblem ? 'error' : undefined}
          help={problem(store.editProblem) ?? t('form.ipsHelp', { limit: MAX_ALLOWED_IPS })}
        >
          <Input.TextArea
            value={editing?.ips ?? ''}
            rows={4}
            onChange={(e) => store.setEditIps(e.target.value)}
            data-testid="api-key-edit-ips"
          />
        </Form.Item>
        {editing && editing.ips.trim() === '' && <Alert type="warning" showIcon title={t('form.noIpsWarning')} />}
      </Form>
    </Modal>
  );
});
