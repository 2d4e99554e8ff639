import { FeatureFlagsApiPort } from '../../../src/application/features/ports/feature-flags-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeFeatureFlagsApi } from './fake-feature-flags-api';

declare module '../../support/fakes' {
  interface Fakes {
    featureFlagsApi: FakeFeatureFlagsApi;
  }
}

/** Feature flags: the public/private calls in memory. */
export default capabilityFakes(() => {
  const featureFlagsApi = new FakeFeatureFlagsApi();
  return { fakes: { featureFlagsApi }, overrides: [override(FeatureFlagsApiPort, featureFlagsApi)] };
});
