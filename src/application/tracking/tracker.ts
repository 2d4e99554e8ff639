import { inject, injectable } from 'inversify';
import { mayTrack, trackingEvent, type TrackingEvent } from '../../domain/tracking/tracking';
import { LoggerPort } from '../shared/ports/logger.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { TranslatorPort } from '../shared/ports/translator.port';
import { TrackingPreferencePort } from './ports/tracking-preference.port';
import { AnalyticsPort, DeviceIdPort, TagManagerPort } from './ports/tracking-sink.port';

/**
 * Tracking: only with the preference `yes` do events go to the tag manager and analytics, each
 * carrying platform desktop, userId, language and deviceId. With no or unset nothing is sent and no
 * third-party script is started.
 */
@injectable()
export class Tracker {
  private started = false;

  constructor(
    @inject(TrackingPreferencePort) private readonly preference: TrackingPreferencePort,
    @inject(TagManagerPort) private readonly tagManager: TagManagerPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(DeviceIdPort) private readonly device: DeviceIdPort,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  enabled(): boolean {
    return mayTrack(this.preference.read());
  }

  /** Starts the sinks once consent is yes (idempotent). */
  startIfAllowed(): void {
    if (this.started || !this.enabled()) return;
    this.started = true;
    this.tagManager.start();
    this.analytics.start();
  }

  async track(name: string, params: Record<string, string | number | boolean | null>): Promise<TrackingEvent | undefined> {
    if (!this.enabled()) return undefined;
    this.startIfAllowed();
    let deviceId = 'unknown';
    try {
      deviceId = await this.device.deviceId();
    } catch (error) {
      this.logger.warn('device id unavailable', error);
    }
    if (!this.enabled()) return undefined;
    const event = trackingEvent(name, params, {
      userId: this.credentials.userId() ?? null,
      language: this.translator.language(),
      deviceId,
    });
    this.tagManager.send(event);
    this.analytics.send(event);
    return event;
  }
}
