import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConnectionStore } from '../market/connection.store';
import { useInjection } from '../shared/container-context';
import { dateFormat } from '../shared/intl-formats';
import { SystemStatusStore } from './system-status.store';
import type { TradeFreshnessStore } from './trade-freshness.store';

/** The page's data state as a banner: maintenance (with its end when announced), stale (socket down) or resynchronising. */
export const TradeStatusBanner = observer(function TradeStatusBanner({ freshness }: { freshness: TradeFreshnessStore }) {
  const { t, i18n } = useTranslation('trade');
  const connection = useInjection(ConnectionStore);
  const system = useInjection(SystemStatusStore);
  const state = freshness.state;
  if (state === 'live' || state === 'connecting') return <span data-testid="trade-data-state" data-state={state} hidden />;
  if (state === 'maintenance') {
    const end = system.status?.estimatedEndTime;
    return (
      <Alert
        type="error"
        banner
        data-testid="trade-data-state"
        data-state={state}
        title={t('status.maintenance')}
        description={[
          system.status?.message,
          end
            ? t('status.maintenanceUntil', { time: dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(end) })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
      />
    );
  }
  return (
    <Alert
      type={state === 'stale' ? 'warning' : 'info'}
      banner
      data-testid="trade-data-state"
      data-state={state}
      title={state === 'stale' ? t('status.stale') : t('status.resyncing')}
      action={
        state === 'stale' ? (
          <a role="button" tabIndex={0} onClick={() => connection.reconnect()}>
            {t('status.reconnect')}
          </a>
        ) : undefined
      }
    />
  );
});
