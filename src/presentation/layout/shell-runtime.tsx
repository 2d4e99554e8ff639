import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthHost } from '../auth/auth-host';
import { ExchangeConfigStore } from '../config/exchange-config.store';
import { ConnectionStore } from '../market/connection.store';
import { TickerStateStore } from '../market/ticker-state.store';
import { AntdScope } from '../shared/antd-scope';
import { shellRuntimeMounted } from '../shared/runtime-mounted';
import { useInjection } from '../shared/container-context';
import { inTurn } from '../shared/in-turn';
import { MessageHost } from '../shared/message-host';
import { ViewportStore } from '../shared/viewport.store';
import { TrackingHost } from '../tracking/tracking-host';
import { Alert } from '../ui/surface';

const ToastBridge = lazy(() => import('../shared/toast-bridge').then((m) => ({ default: m.ToastBridge })));

/**
 * The shell's runtime half, a lazy chunk rendered once the DI container is ready: on load it opens the market
 * socket and tracks the visible window height; it shows the exchange's banners, one-tap, the
 * consent banner, and mounts antd's toast host when the first toast is raised.
 */
const ShellRuntime = observer(function ShellRuntime() {
  const connection = useInjection(ConnectionStore);
  const tickers = useInjection(TickerStateStore);
  const viewport = useInjection(ViewportStore);
  const exchangeConfig = useInjection(ExchangeConfigStore);
  const messages = useInjection(MessageHost);
  const { t } = useTranslation();
  const [toastHost, setToastHost] = useState(false);
  const [announcementClosed, setAnnouncementClosed] = useState(false);

  // One store per task: each opens requests or a socket, and together they made a long task on a slow phone.
  useEffect(() => {
    shellRuntimeMounted();
    return inTurn([() => connection.start(), () => tickers.start(), () => viewport.start(), () => exchangeConfig.start()]);
  }, [connection, tickers, viewport, exchangeConfig]);

  useEffect(() => messages.whenNeeded(() => setToastHost(true)), [messages]);

  const config = exchangeConfig.config.status === 'success' ? exchangeConfig.config.value : undefined;
  return (
    <>
      {config?.maintenance && <Alert type="warning">{t('config.maintenance')}</Alert>}
      {config?.announcement && !announcementClosed && (
        <Alert type="info" onClose={() => setAnnouncementClosed(true)} closeLabel={t('config.dismiss')}>
          {config.announcement}
        </Alert>
      )}
      <AuthHost />
      <TrackingHost />
      {toastHost && (
        <AntdScope>
          <Suspense fallback={null}>
            <ToastBridge />
          </Suspense>
        </AntdScope>
      )}
    </>
  );
});

export default ShellRuntime;
