import { Badge, Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../application/market/ports/stream-connection.port';
import { useInjection } from '../shared/container-context';
import { ConnectionStore } from './connection.store';

const BADGE: Record<ConnectionStatus, 'success' | 'processing' | 'warning' | 'error' | 'default'> = {
  idle: 'default',
  connecting: 'processing',
  open: 'success',
  closed: 'warning',
  offline: 'error',
};

/** The market socket at a glance; when it is down, the data on screen is stale and one click retries. */
export const ConnectionBadge = observer(function ConnectionBadge() {
  const store = useInjection(ConnectionStore);
  const { t } = useTranslation();
  const status = store.status;
  const label = t(`connection.${status}`);
  const badge = <Badge status={BADGE[status]} text={label} data-testid="connection-badge" data-status={status} />;
  if (status !== 'offline' && status !== 'closed') return <Tooltip title={t('connection.tooltip')}>{badge}</Tooltip>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Tooltip title={t('connection.stale')}>{badge}</Tooltip>
      <Button size="small" onClick={() => store.reconnect()} data-testid="reconnect">
        {t('connection.reconnect')}
      </Button>
    </span>
  );
});
