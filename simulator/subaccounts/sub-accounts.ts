import { NICKNAME_MESSAGES, nicknameProblem, SUB_ACCOUNT_LIMIT } from '../../src/domain/subaccounts/nickname';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { Account, AccountRepository, Session } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import type { SubAccountRepository } from './sub-account-repository';

/** One account of a family (the main account and its sub-accounts). */
export interface FamilyMember {
  readonly account: Account;
  /** The sub-account's nickname, or the main account's cool name (else alias): the spec's display rule. */
  readonly name: string;
  readonly createdTime: number;
}

export interface Family {
  readonly main: FamilyMember;
  readonly subs: readonly FamilyMember[];
}

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);

/**
 * Sub-accounts (docs/adr/0021-acting-as-a-sub-account.md): each is an `accounts` row (main = false, alias = its
 * nickname) linked to its main account, with its own empty trading account in the engine. Acting as one is a session
 * of that account, issued by `switchTo` to a session of the same family. Creations of one family run one at a time,
 * so two at once cannot pass the limit of 10.
 */
export class SubAccounts {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly repo: SubAccountRepository,
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
    private readonly sessionTtlMs: () => number,
  ) {
    // self-trade prevention: the engine sees a family as one owner; links are learnt from the store at
    // start (the engine's accounts), as sub-accounts are created and as families are read
    trading.families.register((userId) => this.parents.get(userId) ?? userId);
    void this.learnFamilies().catch(() => undefined);
  }

  /** Sub-account → main account, as known so far (the engine's `families`). */
  private readonly parents = new Map<number, number>();

  private async learnFamilies(): Promise<void> {
    for (const userId of [...this.trading.accounts.keys()]) {
      const link = await this.repo.linkOf(userId);
      if (link) this.parents.set(link.userId, link.parentId);
    }
  }

  /** The family of an account (its own if it is a main account, its main account's if it is a sub-account). */
  async family(account: Account): Promise<Family> {
    const link = account.main ? undefined : await this.repo.linkOf(account.userId);
    if (link) this.parents.set(link.userId, link.parentId);
    const main = link ? await this.accounts.findAccountById(link.parentId) : account;
    if (!main) throw new ApiError(ErrorCodes.NotFound, 'main account not found');
    const subs: FamilyMember[] = [];
    for (const l of await this.repo.subsOf(main.userId)) {
      const sub = await this.accounts.findAccountById(l.userId);
      if (sub) subs.push({ account: sub, name: sub.alias, createdTime: l.createdTime });
    }
    return { main: { account: main, name: main.coolName ?? main.alias, createdTime: main.createdAt }, subs };
  }

  /** The family member with `applicationId`; -1006 when the session's family has none. */
  async member(session: Account, applicationId: string): Promise<FamilyMember & { readonly family: Family }> {
    const family = await this.family(session);
    const found = [family.main, ...family.subs].find((m) => m.account.applicationId === applicationId);
    if (!found) throw new ApiError(ErrorCodes.NotFound, `applicationId: ${applicationId} is not an account of yours`);
    return { ...found, family };
  }

  /** Opens a sub-account (main account sessions only): nickname 1–20 characters, at most 10, names unique. */
  create(session: Account, nickname: string): Promise<FamilyMember> {
    const run = this.chain.then(async () => {
      if (!session.main) throw invalid('Only the main account can create sub-accounts: switch to it first');
      const { subs } = await this.family(session);
      const problem = nicknameProblem(
        nickname,
        subs.map((s) => s.name),
        true,
      );
      if (problem) throw invalid(NICKNAME_MESSAGES[problem]);
      const now = this.clock();
      const name = nickname.trim();
      const sub = await this.accounts.createAccount(
        { alias: name, main: false, eu: session.eu, email: null, firebaseUid: null, language: session.language },
        now,
      );
      await this.repo.link({ userId: sub.userId, parentId: session.userId, createdTime: now });
      this.parents.set(sub.userId, session.userId);
      this.trading.account(sub.userId, false); // its own trading account, empty (no demo funds)
      await this.trading.writer.flush();
      return { account: sub, name, createdTime: now };
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Renames a sub-account of the session's family (`alias`). */
  async rename(session: Account, applicationId: string, alias: string): Promise<FamilyMember> {
    const target = await this.member(session, applicationId);
    if (target.account.main)
      throw invalid('applicationId: the main account has no alias to change here (its cool name is set in the profile)');
    const others = target.family.subs.filter((s) => s.account.userId !== target.account.userId).map((s) => s.name);
    const problem = nicknameProblem(alias, others);
    if (problem) throw invalid(NICKNAME_MESSAGES[problem].replace('nickname', 'alias'));
    const updated = await this.accounts.updateAccount(target.account.userId, { alias: alias.trim() });
    return { account: updated ?? target.account, name: alias.trim(), createdTime: target.createdTime };
  }

  /** A session of another account of the family; the calling session ends (its token no longer works). */
  async switchTo(session: Account, bearer: string, applicationId: string): Promise<{ session: Session; member: FamilyMember }> {
    const target = await this.member(session, applicationId);
    const next = await this.accounts.createSession(target.account.userId, this.sessionTtlMs(), this.clock());
    if (target.account.userId !== session.userId) await this.accounts.deleteSession(bearer);
    return { session: next, member: target };
  }

  /** The engine account of a family member: a sub-account's is created empty. */
  tradingAccount(member: Account) {
    return this.trading.account(member.userId, member.main);
  }
}

export { SUB_ACCOUNT_LIMIT };
