import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_SIGNATURE_HEADER, API_TIMESTAMP_HEADER } from '../../src/domain/api-keys/request-signing';
import { ApiError, ErrorCodes } from '../http/api-error';
import { routePathAfter } from '../http/canonical-route';
import { rawBodyOf } from '../http/json-body';
import { authenticatedByApiKey } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { ApiKeys } from './api-keys';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * API-key authentication of the v3 calls (registered first inside the `/api` scope): a request carrying `x-api-key`
 * is checked before its handler (`ApiKeys.authenticate`), and its account is then what `requireAccount` answers, so
 * every private v3 call accepts a signed key as well as the session bearer. The signature covers the path after the
 * API base exactly as the client sent it (`/v3/…` with its query string), as on the real host; whether the call is a
 * v3 or v1 call and which permission it needs are decided on the route the router matched (docs/adr/0023), so a
 * percent-encoded or otherwise re-spelt withdraw path still needs WITHDRAWAL. `/v1/…` calls use the v1 signature
 * (sorted parameters | timestamp; CCXT's form-encoded v1 bodies). User-centre calls ignore keys (session only).
 */
export function registerApiKeyAuth(app: FastifyInstance, deps: { keys: ApiKeys; accounts: AccountRepository; prefix: string }): void {
  app.addHook('preHandler', async (request) => {
    const apiKey = header(request, API_KEY_HEADER);
    if (apiKey === undefined) return;
    const route = routePathAfter(request, deps.prefix);
    if (route === undefined || !(route.startsWith('/v3/') || route.startsWith('/v1/'))) return;
    const requestPath = request.url.startsWith(deps.prefix) ? request.url.slice(deps.prefix.length) : request.url;
    const { userId } = await deps.keys.authenticate({
      apiKey,
      timestamp: header(request, API_TIMESTAMP_HEADER),
      signature: header(request, API_SIGNATURE_HEADER),
      method: request.method,
      requestPath,
      route,
      body: rawBodyOf(request),
      clientIp: request.ip,
    });
    const account = await deps.accounts.findAccountById(userId);
    if (!account) throw new ApiError(ErrorCodes.Unauthorized, "Unauthorized: the key's account no longer exists");
    authenticatedByApiKey(request, account);
  });
}
