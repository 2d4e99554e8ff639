import type { Container } from 'inversify';
import { BindWallet, LinkDiscord, ManageSecondFactors } from '../../application/security/account-links.use-cases';
import { AccountLinksApiPort, OAuthStatePort, WalletSignerPort } from '../../application/security/ports/account-links-api.port';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestAccountLinksApi } from '../../infrastructure/security/rest-account-links-api.adapter';
import { RestSecurityApi } from '../../infrastructure/security/rest-security-api.adapter';
import { SessionOAuthState, SimulatedWalletSigner } from '../../infrastructure/security/simulated-wallet-signer.adapter';
import { AccountLinksStore } from '../../presentation/security/account-links.store';
import { SecondFactorsStore } from '../../presentation/security/second-factors.store';
import { SecurityListsStore } from '../../presentation/security/security-lists.store';
import { SecurityStore } from '../../presentation/security/security.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The security centre: its calls and the page's stores (with the sign-in second factor, email change, linked accounts). */
export function bindSecurity(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, SecurityApiPort, o, RestSecurityApi);
  bindPort(c, AccountLinksApiPort, o, RestAccountLinksApi);
  bindPort(c, WalletSignerPort, o, SimulatedWalletSigner);
  bindPort(c, OAuthStatePort, o, SessionOAuthState);
  c.bind(SecurityStore).toSelf().inSingletonScope();
  c.bind(SecurityListsStore).toSelf().inSingletonScope();
  c.bind(ManageSecondFactors).toSelf().inTransientScope();
  c.bind(LinkDiscord).toSelf().inTransientScope();
  c.bind(BindWallet).toSelf().inTransientScope();
  c.bind(SecondFactorsStore).toSelf().inSingletonScope();
  c.bind(AccountLinksStore).toSelf().inSingletonScope();
}

export default capabilityModule('security', bindSecurity);
