import { SpotMarginApiPort } from '../../../src/application/spot-margin/ports/spot-margin-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeSpotMarginApi } from './fake-spot-margin-api';

declare module '../../support/fakes' {
  interface Fakes {
    spotMarginApi: FakeSpotMarginApi;
  }
}

/** Spot margin: the `/v3/spotMargin/*` calls in memory. */
export default capabilityFakes(() => {
  const spotMarginApi = new FakeSpotMarginApi();
  return { fakes: { spotMarginApi }, overrides: [override(SpotMarginApiPort, spotMarginApi)] };
});
