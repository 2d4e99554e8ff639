import 'reflect-metadata/lite';
import type { AxiosAdapter } from 'axios';
import type { AppConfigSource } from '../application/shared/app-config';
import { hasFunds } from '../domain/account/account-overview';
import type { OverviewFirstView } from '../domain/account/overview-tasks';
import { RestKycApi } from '../infrastructure/kyc/rest-kyc-api.adapter';
import { RestTradingApi } from '../infrastructure/member-trading/rest-trading-api.adapter';
import { RestSecurityApi } from '../infrastructure/security/rest-security-api.adapter';
import { earlySessionApi } from './early-session-api';

/**
 * `/account`'s first view for the light phase (early-services.ts), as early-wallet.ts does for `/wallet`: the security
 * state, the identity verification's and whether any balance holds something, read with the stored session while the
 * framework downloads, so that the task list and the security and identity cards (the page's largest element: the
 * security items still missing) are painted with the page's first frames instead of after the runtime and the session.
 * Undefined without a stored session, on a bad configuration or when any of the three reads fails: the page then shows
 * its placeholder until the runtime's own reads, which have the last word. A failure here never ends the session.
 * `adapter`: tests' transport (the browser's by default).
 */
export async function readOverviewEarly(
  config: AppConfigSource,
  origin: string,
  adapter?: AxiosAdapter,
): Promise<OverviewFirstView | undefined> {
  const api = await earlySessionApi(config, origin, adapter);
  if (!api) return undefined;
  const [security, kyc, balances] = await Promise.all([
    new RestSecurityApi(api).status(),
    new RestKycApi(api).status(),
    new RestTradingApi(api).balances(),
  ]);
  if (!security.ok || !kyc.ok || !balances.ok) return undefined;
  return { security: security.value, kyc: kyc.value.status, hasFunds: hasFunds(balances.value.map((b) => b.holding)) };
}
