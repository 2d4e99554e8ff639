import Decimal from 'decimal.js';
import { meetsMinimumDeposit } from '../../src/domain/wallet/deposit';
import { NETWORKS, tokenNetwork } from '../../src/domain/wallet/networks';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { TradingEngine } from '../trading/trading-engine';
import { AssetService } from './asset-service';
import { chainFacts, depositAddress } from './deposit-address';
import type { WalletTransferRecord } from './wallet-records';

/** Refusals of the deposit calls. */
export const WalletCodes = { Suspended: -1009 } as const;

const FINAL = new Set(['COMPLETED', 'CANCELED']);

/**
 * The chain as the simulator plays it for deposits: an arrival is NEW, each block (`blockMs`, SIM_CHAIN_BLOCK_MS)
 * adds one confirmation (CONFIRMING), and at the network's threshold it is COMPLETED and credited through the
 * trading engine (`adjustBalance` … DEPOSIT) in the same transaction as its row, so a restart mid-way finishes it
 * and never credits twice.
 */
export class Deposits {
  private readonly rows: WalletTransferRecord[] = [];
  private nextId = 1;
  private timer?: ReturnType<typeof setInterval>;
  /** The wallet service's status (`GET /asset/`): in maintenance, deposit addresses and withdrawals are refused. */
  readonly service = new AssetService();

  constructor(
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
  ) {
    for (const r of trading.loaded.wallet) {
      this.rows.push({ ...r });
      this.nextId = Math.max(this.nextId, r.id + 1);
    }
  }

  start(blockMs: number): void {
    if (blockMs > 0) this.timer = setInterval(() => void this.block().catch(() => undefined), blockMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The user's address (and memo) for a token on a network; -1006 for an unknown pair, -1009 when suspended. */
  address(userId: number, token: string, network: string): { address: string; extra: string } {
    const row = tokenNetwork(token, network);
    if (!row) throw new ApiError(ErrorCodes.NotFound, `${token} cannot be deposited on ${network}.`);
    if (!row.allowDeposit)
      throw new ApiError(
        WalletCodes.Suspended,
        `Deposits of ${token} on ${network} are suspended: ${row.suspendReason ?? 'try again later'}.`,
      );
    return depositAddress(userId, token, network);
  }

  /** A deposit seen on the chain (the control route or the local dev button): NEW, 0 confirmations. */
  async arrive(userId: number, token: string, network: string, amount: string): Promise<WalletTransferRecord> {
    const { address, extra } = this.address(userId, token, network);
    const row = tokenNetwork(token, network)!;
    if (new Decimal(amount).lte(0)) throw new ApiError(ErrorCodes.InvalidParameter, 'amount must be greater than 0');
    if (!meetsMinimumDeposit(row, amount))
      throw new ApiError(ErrorCodes.InvalidParameter, `The minimum deposit of ${token} on ${network} is ${row.minimumDeposit}.`);
    const id = this.nextId++;
    const now = this.clock();
    const record: WalletTransferRecord = {
      id,
      userId,
      token,
      network,
      tokenSide: 'DEPOSIT',
      targetAddress: address,
      extra,
      amount: new Decimal(amount).toFixed(),
      ...chainFacts(id, network),
      confirmingThreshold: NETWORKS[network].confirmations,
      confirmedNumber: 0,
      feeToken: token,
      feeAmount: '0',
      status: 'NEW',
      createdTime: now,
      updatedTime: now,
    };
    this.rows.push(record);
    this.trading.writer.walletTransfer(record);
    await this.trading.writer.flush();
    return { ...record };
  }

  /** One block: every deposit on its way gains a confirmation; those at their threshold are credited. */
  async block(): Promise<void> {
    const now = this.clock();
    let changed = false;
    for (const r of this.rows) {
      if (r.tokenSide !== 'DEPOSIT' || FINAL.has(r.status)) continue;
      r.confirmedNumber = Math.min(r.confirmedNumber + 1, r.confirmingThreshold);
      r.updatedTime = now;
      r.status = r.confirmedNumber >= r.confirmingThreshold ? 'COMPLETED' : 'CONFIRMING';
      if (r.status === 'COMPLETED') this.trading.adjustBalance(this.trading.account(r.userId), r.token, new Decimal(r.amount), 'DEPOSIT');
      this.trading.writer.walletTransfer(r);
      changed = true;
    }
    if (!changed) return;
    this.trading.publishChanges();
    await this.trading.writer.flush();
  }

  /** A new row id: deposits, withdrawals and card purchases share one table (withdrawals.ts, on-ramp.ts). */
  newId(): number {
    return this.nextId++;
  }

  /** Adds a row made elsewhere (a withdrawal, a card purchase) to the history; the caller writes it. */
  add(record: WalletTransferRecord): void {
    this.rows.push(record);
  }

  /** Every row, live (withdrawals.ts moves its rows through their states). */
  all(): readonly WalletTransferRecord[] {
    return this.rows;
  }

  /** The user's deposits and withdrawals, oldest first. */
  history(userId: number): WalletTransferRecord[] {
    return this.rows.filter((r) => r.userId === userId);
  }

  /** Whether the user ever had a deposit credited (`check_has_deposit`). */
  hasDeposit(userId: number): boolean {
    return this.rows.some((r) => r.userId === userId && r.tokenSide === 'DEPOSIT' && r.status === 'COMPLETED');
  }
}
