import { ConvertApiPort } from '../../../src/application/convert/ports/convert-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeConvertApi } from './fake-convert-api';

declare module '../../support/fakes' {
  interface Fakes {
    convertApi: FakeConvertApi;
  }
}

/** Convert: the `/v3/convert/*` calls in memory, on the core's clock. */
export default capabilityFakes((core) => {
  const convertApi = new FakeConvertApi(() => core.clock.now());
  return { fakes: { convertApi }, overrides: [override(ConvertApiPort, convertApi)] };
});
