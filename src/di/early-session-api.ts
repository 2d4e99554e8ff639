import type { AxiosAdapter } from 'axios';
import type { AppConfigSource } from '../application/shared/app-config';
import { absoluteUrl } from '../infrastructure/config/load-app-config';
import { ApiClient } from '../infrastructure/http/api-client';
import { CookieSessionCredentials } from '../infrastructure/storage/cookie-session-credentials.adapter';

/**
 * The REST client of a light phase's early read (early-wallet.ts, early-account.ts): the stored session's bearer, the
 * configuration's API base, and a session observer that does nothing, so that a refusal here never ends the session
 * (only the runtime's calls do that). Undefined without a stored session or on a bad configuration: the page then waits
 * for the runtime's own reads. `adapter`: tests' transport (the browser's by default).
 */
export async function earlySessionApi(config: AppConfigSource, origin: string, adapter?: AxiosAdapter): Promise<ApiClient | undefined> {
  const credentials = new CookieSessionCredentials(origin.startsWith('https:'));
  if (!credentials.token() || !credentials.userId()) return undefined;
  const resolved = await config();
  if (!resolved.ok) return undefined;
  return new ApiClient({ baseUrl: absoluteUrl(resolved.value.apiBase, origin), adapter }, credentials, { execute: () => undefined });
}
