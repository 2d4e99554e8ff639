import { AccountLinksApiPort, OAuthStatePort, WalletSignerPort } from '../../../src/application/security/ports/account-links-api.port';
import { SecurityApiPort } from '../../../src/application/security/ports/security-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeAccountLinksApi, FakeOAuthState, FakeWalletSigner } from './fake-account-links-api';
import { FakeSecurityApi } from './fake-security-api';

declare module '../../support/fakes' {
  interface Fakes {
    securityApi: FakeSecurityApi;
    accountLinks: { api: FakeAccountLinksApi; signer: FakeWalletSigner; oauth: FakeOAuthState };
  }
}

/** The security centre: its calls in memory (with the linked accounts, the wallet and the OAuth state). */
export default capabilityFakes(() => {
  const securityApi = new FakeSecurityApi();
  const accountLinks = { api: new FakeAccountLinksApi(), signer: new FakeWalletSigner(), oauth: new FakeOAuthState() };
  return {
    fakes: { securityApi, accountLinks },
    overrides: [
      override(SecurityApiPort, securityApi),
      override(AccountLinksApiPort, accountLinks.api),
      override(WalletSignerPort, accountLinks.signer),
      override(OAuthStatePort, accountLinks.oauth),
    ],
  };
});
