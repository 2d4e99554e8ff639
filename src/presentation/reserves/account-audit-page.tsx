import { Alert, Button, Card, Flex, Skeleton, Table, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import type { AuditUserHash } from '../../application/reserves/compute-user-hashes.use-case';
import { PageSection } from '../pages/page-section';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { AccountAuditStore } from './account-audit.store';
import { auditDate } from './format';
import { SignInPrompt } from '../shared/page-frame';

const checkLink = (row: AuditUserHash) =>
  `/proof-of-reserves?auditId=${encodeURIComponent(row.audit.auditId)}&userHash=${row.userHash}#verify`;

/** /account/audit: the logged-in user's hash for each audit, with copy and a link that opens the check prefilled. */
export default observer(function AccountAuditPage() {
  const { t, i18n } = useTranslation('reserves');
  const { token } = theme.useToken();
  const session = useInjection(SessionStore);
  const store = useInjection(AccountAuditStore);
  useDocumentTitle(t('account.title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void store.load();
  }, [loggedIn, store]);

  const rows = store.rows;
  let body;
  if (session.state.status === 'loggedOut') {
    body = <SignInPrompt title={t('account.loginRequired')} action={t('account.login')} />;
  } else if (rows.status === 'error') body = <Alert type="error" showIcon title={t(`errors.${rows.error}`)} />;
  else if (rows.status !== 'success') body = <Skeleton active />;
  else {
    // An audit taken before the account held anything cannot include it: its hash would only verify as "not included".
    const offered = rows.value.filter((r) => r.included !== false);
    const earlier = rows.value.length - offered.length;
    body = (
      <>
        {earlier > 0 && (
          <Typography.Paragraph type="secondary" data-testid="account-audit-earlier">
            {t('account.earlierAudits', { count: earlier })}
          </Typography.Paragraph>
        )}
        <Table
          size="small"
          rowKey={(r) => r.audit.auditId}
          dataSource={offered}
          pagination={false}
          data-testid="account-audit-table"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('account.empty') }}
          columns={[
            { title: t('account.auditTime'), key: 'time', render: (_, r) => auditDate(r.audit.auditTime, i18n.language) },
            { title: t('audits.recordId'), key: 'record', render: (_, r) => r.audit.recordId },
            {
              title: t('account.userHash'),
              key: 'hash',
              render: (_, r) => (
                <Typography.Text code data-testid="account-user-hash" style={{ wordBreak: 'break-all', fontSize: 12 }}>
                  {r.userHash}
                </Typography.Text>
              ),
            },
            {
              title: '',
              key: 'actions',
              render: (_, r) => (
                <Flex gap={8}>
                  <Button size="small" onClick={() => void store.copy(r.userHash, t('account.copied'))}>
                    {t('account.copy')}
                  </Button>
                  <Link to={checkLink(r)}>
                    <Button size="small" type="primary">
                      {t('account.verify')}
                    </Button>
                  </Link>
                </Flex>
              ),
            },
          ]}
        />
      </>
    );
  }
  return (
    <PageSection>
      <Flex vertical gap={token.marginLG}>
        <div>
          <Typography.Title level={1} data-testid="page-title">
            {t('account.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
            {t('account.intro')}
          </Typography.Paragraph>
        </div>
        <Card>{body}</Card>
      </Flex>
    </PageSection>
  );
});
