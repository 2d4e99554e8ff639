import type { Container } from 'inversify';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestSecurityApi } from '../../infrastructure/security/rest-security-api.adapter';
import { SecurityListsStore } from '../../presentation/security/security-lists.store';
import { SecurityStore } from '../../presentation/security/security.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The security centre: its calls and the page's two stores. */
export function bindSecurity(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, SecurityApiPort, o, RestSecurityApi);
  c.bind(SecurityStore).toSelf().inSingletonScope();
  c.bind(SecurityListsStore).toSelf().inSingletonScope();
}

export default capabilityModule('security', bindSecurity);
