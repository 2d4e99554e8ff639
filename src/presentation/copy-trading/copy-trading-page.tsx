import { Button, Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { CopyDialog } from './copy-dialog';
import { CopyHistory, CopyList } from './copy-list';
import { CopyTradingStore } from './copy-trading.store';
import { LeadApplication } from './lead-application';
import { PageHeading, RetryAlert } from '../shared/page-frame';

/** /social-trading: my copies (running, stopped) with their history, and becoming a lead trader. */
export default observer(function CopyTradingPage() {
  const { t } = useTranslation('copy');
  const store = useInjection(CopyTradingStore);
  const session = useInjection(SessionStore);
  const loggedIn = session.loggedIn;
  useDocumentTitle(t('mine.title'));
  useEffect(() => {
    if (loggedIn) void Promise.all([store.load(), store.loadLead()]);
  }, [loggedIn, store]);
  if (session.state.status === 'loggedOut') {
    return (
      <Result
        status="info"
        title={t('mine.login')}
        extra={
          <Flex gap={8} justify="center">
            <Link to={`/login?redirect=${encodeURIComponent('/social-trading')}`}>
              <Button type="primary">{t('login')}</Button>
            </Link>
            <Link to="/social-trading/marketplace">
              <Button>{t('market.title')}</Button>
            </Link>
          </Flex>
        }
      />
    );
  }
  const copies = store.copies;
  return (
    <Flex vertical gap={16} data-testid="copy-trading-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={12}>
        <PageHeading title={t('mine.title')} subtitle={t('mine.subtitle')} />
        <Link to="/social-trading/marketplace">
          <Button type="primary">{t('market.title')}</Button>
        </Link>
      </Flex>
      <Card size="small">
        {copies.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
        {(copies.status === 'pending' || copies.status === 'idle') && <Skeleton active />}
        {copies.status === 'success' && (
          <Tabs
            items={[
              {
                key: 'running',
                label: t('mine.running', { count: store.running.length }),
                children: <CopyList store={store} copies={store.running} />,
              },
              {
                key: 'stopped',
                label: <span data-testid="tab-stopped">{t('mine.stopped', { count: store.stopped.length })}</span>,
                children: <CopyList store={store} copies={store.stopped} />,
              },
            ]}
          />
        )}
      </Card>
      <CopyHistory store={store} />
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
        {t('mine.rules')}
      </Typography.Paragraph>
      <LeadApplication store={store} />
      <CopyDialog store={store} />
    </Flex>
  );
});
