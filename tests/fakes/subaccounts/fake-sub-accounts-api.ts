import Decimal from 'decimal.js';
import type { PageReloadPort, SubAccountsApiPort } from '../../../src/application/subaccounts/ports/sub-accounts-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { COLLATERAL_RATIOS, collateralValue, type WalletMode } from '../../../src/domain/subaccounts/collateral';
import { NICKNAME_MESSAGES, nicknameProblem, SUB_ACCOUNT_LIMIT } from '../../../src/domain/subaccounts/nickname';
import type {
  AssetTransfer,
  AssetTransferPage,
  CollateralOverview,
  SubAccountList,
  SubAccountMember,
  SwitchedSession,
  TransferRequest,
} from '../../../src/domain/subaccounts/sub-account';
import { transferDecimals, transferField, transferProblem, transferRefusal } from '../../../src/domain/subaccounts/transfer';
import { englishRefusal } from '../../../simulator/http/refusal-english';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });

/** The family, its balances, transfers and wallet settings in memory, answering as the simulator does. */
export class FakeSubAccountsApi implements SubAccountsApiPort {
  members: SubAccountMember[] = [
    { applicationId: 'main-app', userId: 10001, name: 'CoolTrader', main: true, current: true, createdTime: 1_700_000_000_000 },
  ];
  /** Balances per applicationId and token (holding = available here). */
  balances = new Map<string, Map<string, string>>([
    [
      'main-app',
      new Map([
        ['USDT', '10000'],
        ['BTC', '0.1'],
      ]),
    ],
  ]);
  transfersMade: AssetTransfer[] = [];
  walletMode: WalletMode = 'SINGLE';
  disabled = new Set<string>();
  prices: Record<string, string> = { USDT: '1', BTC: '50000' };
  calls: string[] = [];
  unanswered = false;
  private nextUser = 20001;

  private get current(): SubAccountMember {
    return this.members.find((m) => m.current)!;
  }

  private fail<T>(): Result<T, TradeFailure> | undefined {
    return this.unanswered ? err({ kind: 'unanswered', error: 'NETWORK.UNAVAILABLE' as never }) : undefined;
  }

  balance(applicationId: string, token: string): string {
    return this.balances.get(applicationId)?.get(token) ?? '0';
  }

  async list(): Promise<Result<SubAccountList, TradeFailure>> {
    this.calls.push('list');
    return this.fail() ?? ok({ members: this.members.map((m) => ({ ...m })), limit: SUB_ACCOUNT_LIMIT });
  }

  async create(nickname: string): Promise<Result<SubAccountMember, TradeFailure>> {
    this.calls.push(`create ${nickname}`);
    if (!this.current.main) return err(refused('Only the main account can create sub-accounts: switch to it first'));
    const problem = nicknameProblem(
      nickname,
      this.members.filter((m) => !m.main).map((m) => m.name),
      true,
    );
    if (problem) return err(refused(NICKNAME_MESSAGES[problem]));
    const userId = this.nextUser++;
    const member: SubAccountMember = {
      applicationId: `sub-${userId}`,
      userId,
      name: nickname.trim(),
      main: false,
      current: false,
      createdTime: 1_700_000_100_000,
    };
    this.members.push(member);
    return ok({ ...member });
  }

  async rename(applicationId: string, alias: string): Promise<Result<SubAccountMember, TradeFailure>> {
    this.calls.push(`rename ${applicationId} ${alias}`);
    const i = this.members.findIndex((m) => m.applicationId === applicationId && !m.main);
    if (i < 0) return err(refused(`applicationId: ${applicationId} is not an account of yours`, -1006));
    const problem = nicknameProblem(
      alias,
      this.members.filter((m) => !m.main && m.applicationId !== applicationId).map((m) => m.name),
    );
    if (problem) return err(refused(NICKNAME_MESSAGES[problem]));
    this.members[i] = { ...this.members[i], name: alias.trim() };
    return ok({ ...this.members[i] });
  }

  async switchTo(applicationId: string): Promise<Result<SwitchedSession, TradeFailure>> {
    this.calls.push(`switch ${applicationId}`);
    const target = this.members.find((m) => m.applicationId === applicationId);
    if (!target) return err(refused(`applicationId: ${applicationId} is not an account of yours`, -1006));
    this.members = this.members.map((m) => ({ ...m, current: m.applicationId === applicationId }));
    return ok({ token: `session-of-${target.userId}`, userId: target.userId, expiresAt: 1_800_000_000_000 });
  }

  async transfer(request: TransferRequest): Promise<Result<{ readonly id: string }, TradeFailure>> {
    this.calls.push(`transfer ${request.amount} ${request.token} ${request.from} → ${request.to}`);
    const failed = this.fail<{ id: string }>();
    if (failed) return failed;
    const from = this.members.find((m) => m.applicationId === request.from);
    const to = this.members.find((m) => m.applicationId === request.to);
    if (!from || !to) return err(refused('applicationId: not an account of yours', -1006));
    if (!this.current.main && from.applicationId !== this.current.applicationId)
      return err(refused('from: a sub-account can only transfer out of itself'));
    const available = this.balance(from.applicationId, request.token);
    const decimals = transferDecimals(request.token);
    const problem = transferProblem({ ...request, available, decimals });
    if (problem) {
      const english = englishRefusal(transferRefusal(problem, request.token, { available, decimals }));
      const field = transferField(problem);
      return err(refused(field ? `${field}: ${english}` : english, problem === 'insufficient' ? -1101 : -1005));
    }
    const put = (app: string, delta: Decimal) => {
      const map = this.balances.get(app) ?? new Map<string, string>();
      map.set(request.token, new Decimal(map.get(request.token) ?? '0').plus(delta).toFixed());
      this.balances.set(app, map);
    };
    put(from.applicationId, new Decimal(request.amount).neg());
    put(to.applicationId, new Decimal(request.amount));
    const row: AssetTransfer = {
      id: String(this.transfersMade.length + 1),
      token: request.token,
      amount: new Decimal(request.amount).toFixed(),
      status: 'COMPLETED',
      from: { applicationId: from.applicationId, accountName: from.name },
      to: { applicationId: to.applicationId, accountName: to.name },
      createdTime: 1_700_000_200_000,
      updatedTime: 1_700_000_200_000,
    };
    this.transfersMade.push(row);
    return ok({ id: row.id });
  }

  async transfers(query: { readonly page: number; readonly size: number }): Promise<Result<AssetTransferPage, TradeFailure>> {
    const mine = this.current.main
      ? this.transfersMade
      : this.transfersMade.filter(
          (t) => t.from.applicationId === this.current.applicationId || t.to.applicationId === this.current.applicationId,
        );
    const newest = [...mine].reverse();
    const start = (query.page - 1) * query.size;
    return ok({ rows: newest.slice(start, start + query.size), total: newest.length, unreadable: 0 });
  }

  async collateral(): Promise<Result<CollateralOverview, TradeFailure>> {
    const tokens = Object.entries(COLLATERAL_RATIOS).map(([token, collateralRatio]) => ({
      token,
      collateralRatio,
      enabled: !this.disabled.has(token),
      switchable: token !== 'USDT',
    }));
    const app = this.current.applicationId;
    const holdings = [...(this.balances.get(app) ?? new Map<string, string>())].map(([token, amount]) => ({
      token,
      amount,
      price: this.prices[token] ?? '0',
    }));
    return ok({ tokens, walletMode: this.walletMode, collateralValue: collateralValue(this.walletMode, holdings, tokens) });
  }

  async switchCollateral(token: string, enabled: boolean): Promise<Result<unknown, TradeFailure>> {
    this.calls.push(`collateral ${token} ${enabled}`);
    if (token === 'USDT') return err(refused('token: USDT is always collateral'));
    if (enabled) this.disabled.delete(token);
    else this.disabled.add(token);
    return ok({ token, enabled });
  }

  async switchWalletMode(mode: WalletMode): Promise<Result<unknown, TradeFailure>> {
    this.calls.push(`mode ${mode}`);
    this.walletMode = mode;
    return ok({ walletMode: mode });
  }
}

/** Records where the app would reopen. */
export class FakePageReload implements PageReloadPort {
  readonly paths: string[] = [];

  reloadAt(path: string): void {
    this.paths.push(path);
  }
}
