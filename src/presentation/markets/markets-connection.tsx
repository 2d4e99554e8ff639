import { Badge, Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CONNECTION_TONE, connectionDown } from '../market/connection-tone';
import { ConnectionStore } from '../market/connection.store';
import { useInjection } from '../shared/container-context';

/** The market socket's status on the markets pages (antd's Badge; the header's light badge says the same). */
export const MarketsConnection = observer(function MarketsConnection() {
  const store = useInjection(ConnectionStore);
  const { t } = useTranslation();
  const status = store.status;
  const down = connectionDown(status);
  return (
    <Flex align="center" gap="small">
      <Badge
        status={CONNECTION_TONE[status]}
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
    </Flex>
  );
});
