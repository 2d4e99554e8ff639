import { EarnApiPort } from '../../../src/application/earn/ports/earn-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeEarnApi } from './fake-earn-api';

declare module '../../support/fakes' {
  interface Fakes {
    earnApi: FakeEarnApi;
  }
}

/** Earn: staking and savings in memory, on the core's clock (the fake moves it when it runs days). */
export default capabilityFakes((core) => {
  const earnApi = new FakeEarnApi(
    () => core.clock.now(),
    (ms) => core.clock.advance(ms - core.clock.now()),
  );
  return { fakes: { earnApi }, overrides: [override(EarnApiPort, earnApi)] };
});
