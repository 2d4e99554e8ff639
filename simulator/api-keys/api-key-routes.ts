import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusAt } from '../../src/domain/api-keys/api-key';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { Account, AccountRepository } from '../store/account-repository';
import type { ApiKeyRecord } from './api-key-repository';
import {
  allowanceQuery, createCredentialBody, credentialIpBody, deleteCredentialQuery, listCredentialsQuery,
} from './api-key-schemas';
import type { ApiKeys } from './api-keys';

export interface ApiKeyRouteDeps {
  readonly keys: ApiKeys;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

/** Sub-accounts are another part's: a `subUserId` other than the caller's own is not found here. */
function ownerOf(account: Account, subUserId: number | undefined): number {
  if (subUserId !== undefined && subUserId !== account.userId) throw new ApiError(ErrorCodes.NotFound, 'subUserId: no such sub-account');
  return account.userId;
}

/**
 * The API-key calls of the user centre (session only: a key cannot manage keys) and `GET /v3/account/credentials`
 * (session or a signed key), under /api: docs/protocol.md "API keys".
 */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ApiKeyRouteDeps): void {
  const { keys, accounts, clock } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const session = (request: FastifyRequest) => requireAccount(request, accounts, clock());
  const row = (account: Account) => (k: ApiKeyRecord) => ({
    accountName: account.alias, userId: k.userId, apiKey: k.apiKey, label: k.label, permissions: [...k.permissions], allowedIPs: [...k.allowedIps],
    status: statusAt(k, clock()), createdTime: k.createdTime, expireTime: k.expireTime,
  });

  app.get('/usercenter/account/enable_api_key_amount', async (request) => {
    const account = await session(request);
    const q = parseQuery(allowanceQuery, request.query);
    return ok(await keys.allowance(ownerOf(account, q.subUserId)));
  });

  app.get('/usercenter/account/list_credentials', async (request) => {
    const account = await session(request);
    const q = parseQuery(listCredentialsQuery, request.query);
    const all = (await keys.list(ownerOf(account, q.subUserId))).map(row(account)).filter((r) => !q.status || r.status === q.status);
    const rows = all.slice((q.page - 1) * q.size, q.page * q.size);
    return ok({ rows, meta: { total: all.length, recordsPerPage: q.size, currentPage: q.page } });
  });

  app.post('/usercenter/account/create_credential', async (request) => {
    const account = await session(request);
    const body = parseQuery(createCredentialBody, request.body);
    const created = await keys.create(ownerOf(account, body.subUserId), body);
    return ok({ ...row(account)(created), secret: created.secret });
  });

  app.post('/usercenter/account/credential/ip', async (request) => {
    const account = await session(request);
    const body = parseQuery(credentialIpBody, request.body);
    return ok(row(account)(await keys.setIps(account.userId, body.apiKey, body.allowedIps)));
  });

  app.delete('/usercenter/account/delete_credential', async (request) => {
    const account = await session(request);
    const q = parseQuery(deleteCredentialQuery, request.query);
    await keys.delete(account.userId, q.apiKey);
    return ok({ apiKey: q.apiKey });
  });

  app.get('/v3/account/credentials', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return ok({ rows: (await keys.list(account.userId)).map(row(account)) });
  });
}
