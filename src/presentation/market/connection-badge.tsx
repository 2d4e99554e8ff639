import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { Button } from '../ui/button';
import { StatusDot } from '../ui/surface';
import { CONNECTION_TONE, connectionDown } from './connection-tone';
import { ConnectionStore } from './connection.store';

/** The market socket at a glance; when it is down, the data on screen is stale and one click retries. */
export const ConnectionBadge = observer(function ConnectionBadge() {
  const store = useInjection(ConnectionStore);
  const { t } = useTranslation();
  const status = store.status;
  const down = connectionDown(status);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <StatusDot
        tone={CONNECTION_TONE[status]}
        text={t(`connection.${status}`)}
        title={t(down ? 'connection.stale' : 'connection.tooltip')}
        data-testid="connection-badge"
        data-status={status}
      />
      {down && (
        <Button size="small" onClick={() => store.reconnect()} data-testid="reconnect">
          {t('connection.reconnect')}
        </Button>
      )}
    </span>
  );
});

export default ConnectionBadge;
