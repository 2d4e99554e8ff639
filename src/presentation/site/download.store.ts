import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { MobileAppApiPort } from '../../application/site/ports/mobile-app-api.port';
import type { PublishedApk } from '../../domain/site/mobile-app';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** The published Android build, read once per visit. */
@injectable()
export class DownloadStore {
  apk: Loadable<PublishedApk> = idle();

  constructor(@inject(MobileAppApiPort) private readonly api: MobileAppApiPort) {
    makeObservable<DownloadStore, 'set'>(this, { apk: observableRef, set: action });
  }

  async load(): Promise<void> {
    if (this.apk.status === 'pending' || this.apk.status === 'success') return;
    this.set(pending());
    const result = await this.api.publishedApk();
    this.set(result.ok ? loaded(result.value) : failed(result.error));
  }

  private set(value: Loadable<PublishedApk>): void {
    this.apk = value;
  }
}
