import type { TagManagerPort } from '../../application/tracking/ports/tracking-sink.port';
import type { TrackingEvent } from '../../domain/tracking/tracking';
import { loadScriptOnce, type DataLayerWindow } from './script-loader';

/** The tag manager: events are pushed to `window.dataLayer`; `start()` loads the container script. */
export class DataLayerTagManager implements TagManagerPort {
  constructor(
    private readonly containerId: string,
    private readonly loadScripts: boolean,
  ) {}

  start(): void {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    if (this.loadScripts) loadScriptOnce(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(this.containerId)}`);
  }

  send(event: TrackingEvent): void {
    const w = window as DataLayerWindow;
    (w.dataLayer ??= []).push({ ...event });
  }
}
