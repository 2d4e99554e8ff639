import { accountCentreModule } from './account-centre/module';
import { apiKeysModule } from './api-keys/module';
import { authLinksModule } from './auth-links/module';
import { authModule } from './auth/module';
import { blogModule } from './blog/module';
import { campaignsModule } from './campaigns/module';
import { competitionsModule } from './competitions/module';
import { controlModule } from './control/module';
import { convertModule } from './convert/module';
import { copyModule } from './copy/module';
import { earnModule } from './earn/module';
import { kycModule } from './kyc/module';
import { listingModule } from './listing/module';
import { marketModule } from './market/module';
import { mdAdminModule } from './md-admin/module';
import type { SimulatorModule } from './module';
import { partnersModule } from './partners/module';
import { regionModule } from './region/module';
import { reservesModule } from './reserves/module';
import { rewardsModule } from './rewards/module';
import { siteModule } from './site/module';
import { socialModule } from './social/module';
import { securityModule } from './security/module';
import { subAccountsModule } from './subaccounts/module';
import { tradingModule } from './trading/module';
import { walletModule } from './wallet/module';

/**
 * Every feature of the simulated exchange, once, in start order: a module starts after the modules it reads at start
 * (`uses`; `server.ts` checks it). A new feature is a folder with a `module.ts` and one line here.
 */
export const MODULES: readonly SimulatorModule<unknown>[] = [
  marketModule,
  tradingModule,
  mdAdminModule,
  convertModule,
  kycModule,
  earnModule,
  authModule,
  subAccountsModule,
  socialModule,
  copyModule,
  securityModule,
  authLinksModule,
  walletModule,
  campaignsModule,
  listingModule,
  rewardsModule,
  competitionsModule,
  apiKeysModule,
  partnersModule,
  blogModule,
  siteModule,
  reservesModule,
  accountCentreModule,
  regionModule,
  controlModule,
];
