import 'reflect-metadata/lite';
import type { AxiosAdapter } from 'axios';
import type { AppConfigSource } from '../application/shared/app-config';
import { RestWalletApi } from '../infrastructure/wallet/rest-wallet-api.adapter';
import { earlySessionApi } from './early-session-api';

/**
 * `/wallet`'s first view for the light phase (early-services.ts): whether a deposit was ever credited
 * (`check_has_deposit`), read with the stored session while the framework downloads, so that a new member's
 * "Make your first deposit" is painted with the page's first frame instead of after the runtime, antd and the session
 * (docs/benchmarks.md, "Signed-in pages"). Undefined without a stored session, on a bad configuration or on any failed
 * read: the page then shows its placeholder, and the runtime's own read decides. A failure here never ends the
 * session (its observer does nothing): only the runtime's calls do that. `adapter`: tests' transport (the browser's by default).
 */
export async function readHasDepositEarly(config: AppConfigSource, origin: string, adapter?: AxiosAdapter): Promise<boolean | undefined> {
  const api = await earlySessionApi(config, origin, adapter);
  if (!api) return undefined;
  const answer = await new RestWalletApi(api).hasDeposit();
  return answer.ok ? answer.value : undefined;
}
