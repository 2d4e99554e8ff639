import { Alert, Button, Card, Flex, Modal, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { adminRefusalText } from './admin-format';
import type { MarketAdminStore } from './market-admin.store';

/**
 * "Clear leaderboard caches" (`DELETE social-backend-ui/caches`): a confirmation first, then the caches
 * the exchange cleared, or why it refused.
 */
export const AdminCachesCard = observer(function AdminCachesCard({ store }: { readonly store: MarketAdminStore }) {
  const { t, i18n } = useTranslation('admin');
  const { confirming, busy, result } = store.caches;
  const failure = result && !result.ok ? result.failure : undefined;
  return (
    <Card size="small" title={t('caches.title')} data-testid="admin-caches">
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('caches.intro')}
        </Typography.Paragraph>
        <Button danger onClick={() => store.askClearCaches()} loading={busy} data-testid="admin-caches-clear">
          {t('caches.button')}
        </Button>
        {result?.ok ? (
          <Alert type="success" showIcon data-testid="admin-caches-result" title={t('caches.done', { list: result.cleared.join(', ') })} />
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            data-testid="admin-caches-result"
            title={t('caches.failed', {
              message: failure.kind === 'refused' ? adminRefusalText(t, i18n.language, failure.message) : t('table.unanswered'),
            })}
          />
        ) : null}
      </Flex>
      <Modal
        open={confirming}
        title={t('caches.confirmTitle')}
        okText={t('caches.confirmOk')}
        cancelText={t('confirm.cancel')}
        confirmLoading={busy}
        onOk={() => void store.confirmClearCaches()}
        onCancel={() => store.cancelClearCaches()}
        okButtonProps={{ danger: true, 'data-testid': 'admin-caches-confirm' } as ButtonProps}
        destroyOnHidden
      >
        <Typography.Paragraph style={{ margin: 0 }}>{t('caches.confirmText')}</Typography.Paragraph>
      </Modal>
    </Card>
  );
});
