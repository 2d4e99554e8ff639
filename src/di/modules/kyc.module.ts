import type { Container } from 'inversify';
import { KycApiPort } from '../../application/kyc/ports/kyc-api.port';
import { VerifyIdentity } from '../../application/kyc/verify-identity.use-case';
import type { AppConfig } from '../../application/shared/app-config';
import { RestKycApi } from '../../infrastructure/kyc/rest-kyc-api.adapter';
import { KycStore } from '../../presentation/kyc/kyc.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Identity verification: the `kyc_identity_verification` and `/userkyc/region` calls, the use case and the page's store. */
export function bindKyc(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, KycApiPort, o, RestKycApi);
  c.bind(VerifyIdentity).toSelf().inTransientScope();
  c.bind(KycStore).toSelf().inSingletonScope();
}

export default capabilityModule('kyc', bindKyc);
