import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { AdminAuditTable } from './admin-audit-table';
import { AdminCachesCard } from './admin-caches-card';
import { AdminConfirmModal } from './admin-confirm-modal';
import { adminValueText, callLabelKey } from './admin-format';
import { AdminSymbolsTable } from './admin-symbols-table';
import { MarketAdminStore } from './market-admin.store';

/**
 * /admin/market-data: a private route that only accounts with the MD_ADMIN role see; anyone else
 * gets the not-found view (the page does not say it exists). Per perpetual: index, mark, funding rate and cap, each
 * changed through a confirmation that states the effect first; the audit log below.
 */
export default observer(function MarketAdminPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const store = useInjection(MarketAdminStore);
  useDocumentTitle(store.status === 'forbidden' ? tc('notFound.title') : t('page.title'));
  useEffect(() => void store.start(), [store]);

  if (store.status === 'checking')
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (store.status === 'forbidden') {
    return (
      <Result
        status="404"
        title={tc('notFound.title')}
        subTitle={tc('notFound.subtitle')}
        data-testid="not-found"
        extra={
          <Link to="/">
            <Button type="primary">{tc('notFound.home')}</Button>
          </Link>
        }
      />
    );
  }
  if (store.status === 'failed') {
    return <Result status="error" title={t('page.failed')} extra={<Button onClick={() => void store.start()}>{t('page.retry')}</Button>} />;
  }
  const applied = store.applied;
  return (
    <Flex vertical gap={16} data-testid="market-admin-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('page.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('page.intro')}
      </Typography.Paragraph>
      {applied ? (
        <Alert
          type="success"
          showIcon
          closable
          data-testid="admin-applied"
          title={t('page.applied', {
            call: t(callLabelKey(applied.call)),
            symbol: applied.symbol,
            value: adminValueText(applied.call, applied.value),
          })}
        />
      ) : null}
      <AdminSymbolsTable store={store} />
      <AdminAuditTable store={store} />
      <AdminCachesCard store={store} />
      <AdminConfirmModal store={store} />
    </Flex>
  );
});
