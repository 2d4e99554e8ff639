import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../application/market/ports/stream-connection.port';
import { useInjection } from '../shared/container-context';
import { Button } from '../ui/button';
import { StatusDot, type StatusTone } from '../ui/surface';
import { ConnectionStore } from './connection.store';

const TONE: Record<ConnectionStatus, StatusTone> = {
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
  const down = status === 'offline' || status === 'closed';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <StatusDot tone={TONE[status]} text={t(`connection.${status}`)} title={t(down ? 'connection.stale' : 'connection.tooltip')} data-testid="connection-badge" data-status={status} />
      {down && (
        <Button size="small" onClick={() => store.reconnect()} data-testid="reconnect">
          {t('connection.reconnect')}
        </Button>
      )}
    </span>
  );
});

export default ConnectionBadge;
