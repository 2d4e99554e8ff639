import { inject, injectable } from 'inversify';
import { NICKNAME_MESSAGES, nicknameProblem } from '../../domain/subaccounts/nickname';
import type { SubAccountList, SubAccountMember } from '../../domain/subaccounts/sub-account';
import { err, type Result } from '../../domain/shared/result';
import { SessionExpiryPort } from '../auth/ports/session-expiry.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { PageReloadPort, SubAccountsApiPort } from './ports/sub-accounts-api.port';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });

/**
 * Lists, creates, renames and switches between the accounts of the family. A nickname the rule refuses is refused
 * before the call (the same rule and message as the simulator's); switching saves the new session and reopens the app
 * as that account (docs/adr/0021-acting-as-a-sub-account.md).
 */
@injectable()
export class ManageSubAccounts {
  constructor(
    @inject(SubAccountsApiPort) private readonly api: SubAccountsApiPort,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionExpiryPort) private readonly expiry: SessionExpiryPort,
    @inject(PageReloadPort) private readonly reload: PageReloadPort,
  ) {}

  list(): Promise<Result<SubAccountList, TradeFailure>> {
    return this.api.list();
  }

  create(nickname: string, existing: readonly string[]): Promise<Result<SubAccountMember, TradeFailure>> {
    const problem = nicknameProblem(nickname, existing, true);
    if (problem) return Promise.resolve(err(refused(NICKNAME_MESSAGES[problem])));
    return this.api.create(nickname.trim());
  }

  rename(applicationId: string, alias: string, others: readonly string[]): Promise<Result<SubAccountMember, TradeFailure>> {
    const problem = nicknameProblem(alias, others);
    if (problem) return Promise.resolve(err(refused(NICKNAME_MESSAGES[problem])));
    return this.api.rename(applicationId, alias.trim());
  }

  /** Acts as another account of the family from now on; on success the app reopens at `path`. */
  async switchTo(applicationId: string, path: string): Promise<Result<void, TradeFailure>> {
    const result = await this.api.switchTo(applicationId);
    if (!result.ok) return result;
    this.credentials.save(result.value.token, String(result.value.userId));
    this.expiry.save(result.value.expiresAt);
    this.reload.reloadAt(path);
    return { ok: true, value: undefined };
  }
}
