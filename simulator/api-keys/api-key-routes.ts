import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusAt } from '../../src/domain/api-keys/api-key';
import { documented } from '../api-docs/api-operation';
import { paged, rowsOf } from '../api-docs/answers';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { Account, AccountRepository } from '../store/account-repository';
import type { ApiKeyRecord } from './api-key-repository';
import {
  allowanceAnswer,
  allowanceQuery,
  createCredentialBody,
  createdCredential,
  credentialIpBody,
  credentialRow,
  deleteCredentialQuery,
  listCredentialsQuery,
} from './api-key-schemas';
import type { ApiKeys } from './api-keys';
import type { KeyGuard } from './key-guard';

export interface ApiKeyRouteDeps {
  readonly keys: ApiKeys;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
  /** Whose keys a session may manage, and the 2FA step before a change (simulator/api-keys/key-guard.ts). */
  readonly guard: KeyGuard;
}

const K = 'API keys';

/**
 * The API-key calls of the user centre (session only: a key cannot manage keys) and `GET /v3/account/credentials`
 * (session or a signed key), under /api: docs/protocol.md "API keys". A main account manages its sub-accounts' keys
 * with `subUserId`; creating, editing and deleting a key ask for the 2FA code when the family's main account has 2FA.
 */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ApiKeyRouteDeps): void {
  const { keys, accounts, clock, guard } = deps;
  const ok = <T>(data: T) => successBody(data, clock());
  const session = (request: FastifyRequest) => requireAccount(request, accounts, clock());
  const row = (owner: Account) => (k: ApiKeyRecord) => ({
    accountName: owner.alias,
    userId: k.userId,
    apiKey: k.apiKey,
    label: k.label,
    permissions: [...k.permissions],
    allowedIPs: [...k.allowedIps],
    status: statusAt(k, clock()),
    createdTime: k.createdTime,
    expireTime: k.expireTime,
  });

  app.get(
    '/usercenter/account/enable_api_key_amount',
    documented({
      tag: K,
      summary: 'How many keys are left (enable_api_key_amount)',
      auth: 'session',
      query: allowanceQuery,
      data: allowanceAnswer,
    }),
    async (request) => {
      const q = parseQuery(allowanceQuery, request.query);
      const owner = await guard.owner(await session(request), q.subUserId);
      return ok(await keys.allowance(owner.userId));
    },
  );

  app.get(
    '/usercenter/account/list_credentials',
    documented({
      tag: K,
      summary: 'The keys of the account or of one sub-account, paged (list_credentials)',
      auth: 'session',
      query: listCredentialsQuery,
      data: paged(credentialRow),
    }),
    async (request) => {
      const q = parseQuery(listCredentialsQuery, request.query);
      const owner = await guard.owner(await session(request), q.subUserId);
      const all = (await keys.list(owner.userId)).map(row(owner)).filter((r) => !q.status || r.status === q.status);
      const rows = all.slice((q.page - 1) * q.size, q.page * q.size);
      return ok({ rows, meta: { total: all.length, recordsPerPage: q.size, currentPage: q.page } });
    },
  );

  app.post(
    '/usercenter/account/create_credential',
    documented({
      tag: K,
      summary: 'Create a key (create_credential); the secret is answered this once',
      auth: 'session',
      body: createCredentialBody,
      data: createdCredential,
      description:
        "With 2FA on the main account, the body carries `totp` (or `recoveryCode`). A sub-account's key (`subUserId`) needs 2FA on the main account.",
    }),
    async (request) => {
      const body = parseQuery(createCredentialBody, request.body);
      const me = await session(request);
      const owner = await guard.owner(me, body.subUserId, { forCreate: true });
      await guard.allowPermissions(owner, body.permissions);
      await guard.confirm(request, me, body);
      const created = await keys.create(owner.userId, body);
      await guard.record(
        request,
        me,
        'CREATE_API_KEY',
        'API key created',
        `The API key "${created.label}" was created for ${owner.alias}.`,
      );
      return ok({ ...row(owner)(created), secret: created.secret });
    },
  );

  app.post(
    '/usercenter/account/credential/ip',
    documented({
      tag: K,
      summary: "Replace a key's IP allow-list (credential/ip)",
      auth: 'session',
      body: credentialIpBody,
      data: credentialRow,
    }),
    async (request) => {
      const body = parseQuery(credentialIpBody, request.body);
      const me = await session(request);
      const owner = await guard.keyOwner(me, body.apiKey);
      await guard.confirm(request, me, body);
      return ok(row(owner)(await keys.setIps(owner.userId, body.apiKey, body.allowedIps)));
    },
  );

  app.delete(
    '/usercenter/account/delete_credential',
    documented({ tag: K, summary: 'Delete a key (delete_credential)', auth: 'session', query: deleteCredentialQuery }),
    async (request) => {
      const q = parseQuery(deleteCredentialQuery, { ...(request.query as object), ...(request.body as object | undefined) });
      const me = await session(request);
      const owner = await guard.keyOwner(me, q.apiKey);
      await guard.confirm(request, me, q);
      await keys.delete(owner.userId, q.apiKey);
      await guard.record(request, me, 'DELETE_API_KEY', 'API key deleted', `An API key of ${owner.alias} was deleted.`);
      return ok({ apiKey: q.apiKey });
    },
  );

  app.get(
    '/v3/account/credentials',
    documented({ tag: 'Account', summary: 'The keys of the calling account', auth: 'private', data: rowsOf(credentialRow) }),
    async (request) => {
      const account = await requireAccount(request, accounts, clock());
      return ok({ rows: (await keys.list(account.userId)).map(row(account)) });
    },
  );
}
