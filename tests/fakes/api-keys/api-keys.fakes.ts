import { ApiKeysApiPort } from '../../../src/application/api-keys/ports/api-keys-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeApiKeysApi } from './fake-api-keys-api';

declare module '../../support/fakes' {
  interface Fakes {
    apiKeysApi: FakeApiKeysApi;
  }
}

/** API keys: the user centre's key calls in memory, on the core's clock. */
export default capabilityFakes((core) => {
  const apiKeysApi = new FakeApiKeysApi(() => core.clock.now());
  return { fakes: { apiKeysApi }, overrides: [override(ApiKeysApiPort, apiKeysApi)] };
});
