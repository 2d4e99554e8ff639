import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { MobileAppApiPort } from '../../application/site/ports/mobile-app-api.port';
import { RestMobileAppApi } from '../../infrastructure/site/rest-mobile-app-api.adapter';
import { DownloadStore } from '../../presentation/site/download.store';
import type { Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/** The public site's own pages: the published mobile app of the download page. */
export function bindSite(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, MobileAppApiPort, o, RestMobileAppApi);
  c.bind(DownloadStore).toSelf().inSingletonScope();
}

export default capabilityModule('site', bindSite);
