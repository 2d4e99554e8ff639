import { simulatorModule } from '../module';
import { IdentityVerification } from './kyc';
import { MemoryKycRepository } from './kyc-repository';
import { registerKycRoutes } from './kyc-routes';
import { KYC_MIGRATIONS } from './migrations';

/** Identity verification: an application decided after `SIM_KYC_REVIEW_MS`. */
export const kycModule = simulatorModule({
  id: 'kyc',
  uses: [],
  migrations: KYC_MIGRATIONS,
  start: async ({ store, clock, options }) => {
    const kyc = new IdentityVerification(store.kyc ?? new MemoryKycRepository(), clock, options.kycReviewMs ?? 5000);
    await kyc.start();
    return kyc;
  },
  routes: (api, kyc, { store, clock }) => registerKycRoutes(api, { kyc, accounts: store.accounts, clock }),
  stop: (kyc) => kyc.stop(),
});
