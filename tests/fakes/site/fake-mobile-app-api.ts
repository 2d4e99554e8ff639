import type { MobileAppApiPort } from '../../../src/application/site/ports/mobile-app-api.port';
import type { PublishedApk } from '../../../src/domain/site/mobile-app';
import type { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok } from '../../../src/domain/shared/result';

export class FakeMobileAppApi implements MobileAppApiPort {
  apk: PublishedApk = {
    version: '3.42.0',
    url: '/downloads/woox-3.42.0.apk',
    sizeBytes: 71_303_168,
    sha256: 'a'.repeat(64),
    minAndroid: '8.0',
    releaseNotes: 'Faster charts.',
    publishedAt: 1_763_337_600_000,
  };
  failWith: ErrorCode | undefined;

  async publishedApk() {
    return this.failWith ? err(this.failWith) : ok(this.apk);
  }
}
