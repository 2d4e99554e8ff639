import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { dateTime } from '../shared/account-format';
import { WalletServiceStore } from './wallet-service.store';

/**
 * The wallet's maintenance warning on /wallet, /wallet/deposit and /wallet/withdraw: reads `GET /asset/` when the page
 * opens and, in maintenance, says so with the exchange's message and the expected end (the pages disable what it stops).
 */
export const AssetStatusBanner = observer(function AssetStatusBanner() {
  const { t, i18n } = useTranslation('deposit');
  const service = useInjection(WalletServiceStore);
  useEffect(() => {
    void service.loadStatus();
  }, [service]);
  if (!service.maintenance || service.status.status !== 'success') return null;
  const { message, estimatedEndTime } = service.status.value;
  const when =
    estimatedEndTime === undefined ? t('maintenance.noEnd') : t('maintenance.until', { time: dateTime(i18n.language, estimatedEndTime) });
  // the exchange's message on its own line, then what it stops and until when
  const description = (
    <>
      {message && <div data-testid="asset-maintenance-message">{message}</div>}
      <div>{when}</div>
    </>
  );
  return (
    <Alert type="warning" showIcon role="alert" data-testid="asset-maintenance" title={t('maintenance.title')} description={description} />
  );
});
