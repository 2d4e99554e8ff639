import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCodes } from '../http/api-error';
import { bearerToken } from '../http/request-input';
import type { Actor } from '../security/devices';
import { deviceNameOf } from '../security/device-name';
import type { Challenge, Security } from '../security/security';
import { tokenHash, type Account } from '../store/account-repository';
import type { SubAccounts } from '../subaccounts/sub-accounts';
import type { ApiKeys } from './api-keys';

/** The accounts of one family: its main account and its sub-accounts (simulator/subaccounts). */
export interface KeyFamily {
  readonly main: Account;
  readonly subs: readonly Account[];
}

/**
 * Whose keys a session manages and what a change needs:
 * - a main account's session manages its own keys and, with `subUserId`, each sub-account's; a sub-account's
 *   session only its own; any other account's key is "not found" (-1006);
 * - creating a sub-account's key needs 2FA on the main account (-1005 otherwise);
 * - creating, editing the IPs of and deleting a key need a current code (or a recovery code) of the main
 *   account's 2FA when it is on, with the security centre's check and lock (5 wrong codes lock it for 15 minutes);
 * - each creation and deletion is written to the main account's security activity and emailed.
 */
export interface KeyGuard {
  owner(session: Account, subUserId: number | undefined, options?: { readonly forCreate?: boolean }): Promise<Account>;
  /**
   * A key with WITHDRAWAL (docs/adr/0024): only for a main account (a sub-account cannot withdraw), and only with 2FA
   * on that account (the code then confirms the creation) — -1005 otherwise.
   */
  allowPermissions(owner: Account, permissions: readonly string[]): Promise<void>;
  keyOwner(session: Account, apiKey: string): Promise<Account>;
  confirm(request: FastifyRequest, session: Account, challenge: Challenge): Promise<void>;
  record(request: FastifyRequest, session: Account, type: string, subject: string, body: string): Promise<void>;
}

export interface KeyGuardDeps {
  readonly keys: ApiKeys;
  /** The security centre (absent: no 2FA step, as for a bare test simulator). */
  readonly security?: Security;
  /** The family of an account (absent: every account is its own family). */
  readonly family?: (account: Account) => Promise<KeyFamily>;
}

const noSuchSub = () => new ApiError(ErrorCodes.NotFound, 'subUserId: no such sub-account');

export function familyKeyGuard(deps: KeyGuardDeps): KeyGuard {
  const familyOf = (account: Account): Promise<KeyFamily> => deps.family?.(account) ?? Promise.resolve({ main: account, subs: [] });
  const actor = async (request: FastifyRequest, session: Account): Promise<Actor> => ({
    userId: (await familyOf(session)).main.userId,
    tokenHash: tokenHash(bearerToken(request) ?? ''),
    ip: request.ip,
    deviceName: deviceNameOf(request.headers['user-agent']),
  });
  const managed = async (session: Account, userId: number): Promise<Account | undefined> => {
    if (userId === session.userId) return session;
    if (!session.main) return undefined;
    return (await familyOf(session)).subs.find((s) => s.userId === userId);
  };

  return {
    async owner(session, subUserId, options) {
      const owner = subUserId === undefined ? session : await managed(session, subUserId);
      if (!owner) throw noSuchSub();
      if (options?.forCreate && !owner.main) {
        const { main } = await familyOf(owner);
        if (deps.security && !deps.security.needSafeCheck(main.userId)) {
          throw new ApiError(
            ErrorCodes.InvalidParameter,
            'subUserId: API keys of a sub-account need 2FA on the main account; turn it on in the security centre first',
          );
        }
      }
      return owner;
    },
    async allowPermissions(owner, permissions) {
      if (!permissions.includes('WITHDRAWAL')) return;
      if (!owner.main)
        throw new ApiError(
          ErrorCodes.InvalidParameter,
          'permissions: a sub-account cannot withdraw, so its keys cannot have WITHDRAWAL; move funds to the main account and withdraw there',
        );
      if (deps.security && !deps.security.needSafeCheck(owner.userId)) {
        throw new ApiError(
          ErrorCodes.InvalidParameter,
          'permissions: a key with WITHDRAWAL needs 2FA on the account; turn it on in the security centre first',
        );
      }
    },
    async keyOwner(session, apiKey) {
      const key = await deps.keys.find(apiKey);
      const owner = key ? await managed(session, key.userId) : undefined;
      if (!owner) throw new ApiError(ErrorCodes.NotFound, 'apiKey: no such API key');
      return owner;
    },
    async confirm(request, session, challenge) {
      if (!deps.security) return;
      await deps.security.verify(await actor(request, session), { totp: challenge.totp, recoveryCode: challenge.recoveryCode });
    },
    async record(request, session, type, subject, body) {
      if (!deps.security) return;
      await deps.security.record(await actor(request, session), type, subject, body);
    },
  };
}

/** The families of simulator/subaccounts as the key guard reads them. */
export function keyFamilyFrom(subAccounts: SubAccounts): (account: Account) => Promise<KeyFamily> {
  return async (account) => {
    const family = await subAccounts.family(account);
    return { main: family.main.account, subs: family.subs.map((s) => s.account) };
  };
}
