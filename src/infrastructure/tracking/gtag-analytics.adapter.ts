import type { AnalyticsPort } from '../../application/tracking/ports/tracking-sink.port';
import type { TrackingEvent } from '../../domain/tracking/tracking';
import { loadScriptOnce, type DataLayerWindow } from './script-loader';

/** Analytics (gtag): `start()` loads gtag.js and configures the measurement id; events go through `gtag('event')`. */
export class GtagAnalytics implements AnalyticsPort {
  constructor(
    private readonly measurementId: string,
    private readonly loadScripts: boolean,
  ) {}

  start(): void {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.gtag ??= function gtag(...args: unknown[]) {
      w.dataLayer!.push(args);
    };
    w.gtag('js', new Date());
    w.gtag('config', this.measurementId, { send_page_view: false });
    if (this.loadScripts) loadScriptOnce(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(this.measurementId)}`);
  }

  send(event: TrackingEvent): void {
    const { event: name, ...params } = event;
    (window as DataLayerWindow).gtag?.('event', name, params);
  }
}
