import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { CreateKeyDialog, EditIpsDialog, SecretDialog } from './api-key-dialogs';
import { KeyChallengeModal, KeyOwnerSelect } from './api-key-owner';
import { ApiKeysTable } from './api-keys-table';
import { ApiKeysStore } from './api-keys.store';
import { SignInPrompt } from '../shared/page-frame';
import { exchangeSentence } from '../shared/failure-text';

/**
 * /account/api-management: create API keys for one's own programs, see them, edit their IP lists, delete them; the
 * account's application id (CCXT's `uid`) to copy.
 */
export default observer(function ApiKeysPage() {
  const { t, i18n } = useTranslation('apiKeys');
  const session = useInjection(SessionStore);
  const store = useInjection(ApiKeysStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void store.start();
  }, [loggedIn, store]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/account/api-management" />;
  }
  const allowance = store.allowance;
  return (
    <Flex vertical gap={16} data-testid="api-keys-page" style={{ width: '100%', maxWidth: 1200 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </Flex>
        <Flex align="center" gap={12} wrap>
          {allowance && (
            <Typography.Text type="secondary" data-testid="api-keys-allowance">
              {t('allowance', { used: allowance.usedAmount, max: allowance.maxAmount })}
            </Typography.Text>
          )}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!store.canCreate}
            onClick={() => store.openCreate()}
            data-testid="api-key-create"
          >
            {t('create.open')}
          </Button>
        </Flex>
      </Flex>
      <KeyOwnerSelect store={store} />
      {!store.canCreate && <Alert type="info" showIcon title={t('capReached', { max: allowance?.maxAmount ?? 0 })} />}
      {store.notice && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => store.dismissNotice()}
          data-testid="api-keys-notice"
          title={store.notice.kind === 'refused' ? exchangeSentence(t, i18n.language, store.notice.message) : t('unanswered')}
        />
      )}
      <ApiKeysTable store={store} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('docsHint')} <Link to="/api-reference">{t('docsLink')}</Link>
      </Typography.Paragraph>
      {session.state.status === 'loggedIn' && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="api-keys-application-id">
          {t('applicationId')}:{' '}
          <Typography.Text code copyable>
            {session.state.account.applicationId}
          </Typography.Text>{' '}
          ({t('applicationIdHint')})
        </Typography.Paragraph>
      )}
      <CreateKeyDialog store={store} />
      <SecretDialog store={store} />
      <EditIpsDialog store={store} />
      <KeyChallengeModal store={store} />
    </Flex>
  );
});
