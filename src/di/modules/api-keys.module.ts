import type { Container } from 'inversify';
import { ManageApiKeys } from '../../application/api-keys/manage-api-keys.use-case';
import { ApiKeysApiPort } from '../../application/api-keys/ports/api-keys-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestApiKeysApi } from '../../infrastructure/api-keys/rest-api-keys-api.adapter';
import { ApiKeyChallengeStore } from '../../presentation/api-keys/api-key-challenge.store';
import { ApiKeysStore } from '../../presentation/api-keys/api-keys.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** API keys: the user centre's key calls, the use case, and the page's store. */
export function bindApiKeys(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, ApiKeysApiPort, o, RestApiKeysApi);
  c.bind(ManageApiKeys).toSelf().inTransientScope();
  // the 2FA step before a key change reads the security centre's status (SecurityApiPort, the security module)
  c.bind(ApiKeyChallengeStore).toSelf().inSingletonScope();
  c.bind(ApiKeysStore).toSelf().inSingletonScope();
}

export default capabilityModule('api-keys', bindApiKeys);
