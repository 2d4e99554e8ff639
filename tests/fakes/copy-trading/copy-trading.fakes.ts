import { CopyTradingApiPort } from '../../../src/application/copy-trading/ports/copy-trading-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeCopyTradingApi } from './fake-copy-trading-api';

declare module '../../support/fakes' {
  interface Fakes {
    copyApi: FakeCopyTradingApi;
  }
}

/** Copy trading: the copy calls in memory. */
export default capabilityFakes(() => {
  const copyApi = new FakeCopyTradingApi();
  return { fakes: { copyApi }, overrides: [override(CopyTradingApiPort, copyApi)] };
});
