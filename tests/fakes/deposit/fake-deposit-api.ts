import type { DepositApiPort } from '../../../src/application/deposit/ports/deposit-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type {
  DepositAddress,
  DepositNetwork,
  TokenInfo,
  WalletTransfer,
  WalletTransferList,
} from '../../../src/domain/wallet/deposit-records';
import { NETWORKS, networksOf, TOKEN_NETWORKS } from '../../../src/domain/wallet/networks';
import type { AssetStatus } from '../../../src/domain/wallet/asset-status';
import { tokenConfigsOf, type TokenConfig } from '../../../src/domain/wallet/token-config';

/** The deposit calls in memory: networks from the domain table, a fixed address per network, token info and history set by tests. */
export class FakeDepositApi implements DepositApiPort {
  historyRows: WalletTransfer[] = [];
  /** How many rows of the next history answer the adapter could not read. */
  historyUnreadable = 0;
  /** The next call's refusal, if any. */
  refusal: TradeFailure | undefined;
  readonly simulated: { token: string; network: string; amount: string }[] = [];
  historyCalls = 0;
  /** What `token_info` describes, by token (the simulator's names for the tokens the tests use). */
  tokenInfos: Record<string, TokenInfo> = {
    USDT: { token: 'USDT', fullName: 'Tether', decimals: 6, spot: false, perp: false, baseTick: '0' },
    BTC: { token: 'BTC', fullName: 'Bitcoin', decimals: 8, spot: true, perp: true, baseTick: '0.000001' },
  };

  /** Tokens whose every deposit the exchange suspends (token_config says allow_deposit 0). */
  depositsSuspended = new Set<string>();
  /** Tokens whose every withdrawal the exchange suspends (token_config says allow_withdraw 0). */
  withdrawalsSuspended = new Set<string>();
  /** False: `token_config` goes unanswered (the network is down). */
  tokenConfigAnswers = true;
  /** What `GET /asset/` answers. */
  status: AssetStatus = { status: 'NORMAL' };
  addressCalls = 0;

  tokenConfig(): Promise<Result<TokenConfig[], TradeFailure>> {
    if (!this.tokenConfigAnswers) return Promise.resolve(err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable }));
    return this.answer(
      tokenConfigsOf(TOKEN_NETWORKS).map((c) => ({
        ...c,
        allowDeposit: c.allowDeposit && !this.depositsSuspended.has(c.token),
        allowWithdraw: c.allowWithdraw && !this.withdrawalsSuspended.has(c.token),
      })),
    );
  }

  assetStatus(): Promise<Result<AssetStatus, TradeFailure>> {
    return this.answer(this.status);
  }

  private answer<T>(value: T): Promise<Result<T, TradeFailure>> {
    const failure = this.refusal;
    this.refusal = undefined;
    return Promise.resolve(failure ? err(failure) : ok(value));
  }

  networks(token: string): Promise<Result<DepositNetwork[], TradeFailure>> {
    return this.answer(
      networksOf(token).map((r) => ({
        network: r.network,
        protocol: NETWORKS[r.network].protocol,
        name: NETWORKS[r.network].name,
        allowDeposit: r.allowDeposit,
        minimumDeposit: r.minimumDeposit,
        confirmations: NETWORKS[r.network].confirmations,
        needMemo: NETWORKS[r.network].memo,
        ...(r.suspendReason === undefined ? {} : { suspendReason: r.suspendReason }),
      })),
    );
  }

  address(token: string, network: string): Promise<Result<DepositAddress, TradeFailure>> {
    this.addressCalls += 1;
    const row = networksOf(token).find((r) => r.network === network);
    if (row && !row.allowDeposit)
      return Promise.resolve(
        err({
          kind: 'refused',
          code: -1009,
          status: 400,
          message: `Deposits of ${token} on ${network} are suspended: ${row.suspendReason}.`,
        }),
      );
    return this.answer({
      address: network === 'TRON' ? 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' : '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
      extra: NETWORKS[network]?.memo ? '100000001' : '',
    });
  }

  history(): Promise<Result<WalletTransferList, TradeFailure>> {
    this.historyCalls += 1;
    return this.answer({ rows: this.historyRows.map((r) => ({ ...r })), unreadable: this.historyUnreadable });
  }

  tokenInfo(token: string): Promise<Result<TokenInfo | undefined, TradeFailure>> {
    return this.answer(this.tokenInfos[token]);
  }

  simulate(token: string, network: string, amount: string): Promise<Result<void, TradeFailure>> {
    this.simulated.push({ token, network, amount });
    return this.answer(undefined);
  }
}
