import { PageReloadPort, SubAccountsApiPort } from '../../../src/application/subaccounts/ports/sub-accounts-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakePageReload, FakeSubAccountsApi } from './fake-sub-accounts-api';

declare module '../../support/fakes' {
  interface Fakes {
    subAccountsApi: FakeSubAccountsApi;
    pageReload: FakePageReload;
  }
}

/** Sub-accounts: the family, transfers and collateral in memory; the page reload recorded. */
export default capabilityFakes(() => {
  const subAccountsApi = new FakeSubAccountsApi();
  const pageReload = new FakePageReload();
  return {
    fakes: { subAccountsApi, pageReload },
    overrides: [override(SubAccountsApiPort, subAccountsApi), override(PageReloadPort, pageReload)],
  };
});
