import type { DeviceIdPort } from '../../application/tracking/ports/tracking-sink.port';

/** The device id from the open-source FingerprintJS, loaded on first use (after consent only). */
export class FingerprintDeviceId implements DeviceIdPort {
  private id: Promise<string> | undefined;

  deviceId(): Promise<string> {
    this.id ??= (async () => {
      const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
      const agent = await FingerprintJS.load();
      return (await agent.get()).visitorId;
    })();
    return this.id;
  }
}
