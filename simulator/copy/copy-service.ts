import Decimal from 'decimal.js';
import { profitShareAllowed, settingsProblem, type CopySettings } from '../../src/domain/copy-trading/copy-settings';
import { portfolioStopReached, positionExit, settleProfitShare, unrealisedPnl } from '../../src/domain/copy-trading/copy-profit';
import { ApiError, ErrorCodes } from '../http/api-error';
import { englishRefusal } from '../http/refusal-english';
import type { SimulatedTrader } from '../social/simulated-traders';
import type { SocialService } from '../social/social-service';
import { leavable } from '../trading/leave-rule';
import type { TradingEngine } from '../trading/trading-engine';
import { CopyEngine } from './copy-engine';
import { CopyState, netRealised, type CopyRecord, type LeadRecord, type StopReason } from './copy-state';

const invalid = (message: string) => new ApiError(ErrorCodes.InvalidParameter, message);
const REJECTED = -1012;

/** Which simulated traders lead (a perpetual trader in four, by id) and their terms (from the id, so stable). */
export function simulatedLead(t: SimulatedTrader, since: number): LeadRecord | undefined {
  if (!t.symbols.some((s) => s.startsWith('PERP_')) || t.userId % 4 !== 1) return undefined;
  return {
    userId: t.userId,
    profitShare: ['0.05', '0.08', '0.1', '0.12', '0.15'][t.userId % 5]!,
    minCopyAmount: ['10', '50', '100'][t.userId % 3]!,
    maxCopiers: 100 + (t.userId % 5) * 100,
    since,
    simulated: true,
  };
}

/**
 * Copy trading's state and rules: lead traders, copies (start, edit, stop), the copies' own
 * TP/SL and portfolio stop loss (`tick`), and the profit share's settlement (`settle`, daily by default).
 */
export class CopyService {
  readonly state: CopyState;
  readonly engine: CopyEngine;
  lastSettled: number;

  constructor(
    readonly trading: TradingEngine,
    readonly social: SocialService,
    readonly clock: () => number,
  ) {
    this.state = new CopyState(trading.loaded.copy);
    for (const t of social.traders.traders) {
      const lead = simulatedLead(t, 0);
      if (lead && !this.state.leads.has(t.userId)) this.state.leads.set(t.userId, lead);
    }
    this.engine = new CopyEngine(trading, this.state);
    this.lastSettled = clock();
  }

  lead(userId: number): LeadRecord {
    const lead = this.state.leads.get(userId);
    if (!lead) throw new ApiError(ErrorCodes.NotFound, 'uuid: not a lead trader');
    return lead;
  }

  leadOf(uuid: string): LeadRecord {
    return this.lead(this.social.userIdOf(uuid));
  }

  /** Applies (accepted at once in the simulator) or changes the terms; a simulated lead's terms are fixed. */
  async apply(userId: number, terms: { profitShare: string; minCopyAmount: string; maxCopiers: number }): Promise<LeadRecord> {
    if (!profitShareAllowed(terms.profitShare)) throw invalid('profitShare: must be 0 %–30 %');
    const known = this.state.leads.get(userId);
    const lead: LeadRecord = { userId, ...terms, since: known?.since ?? this.clock(), simulated: false };
    if (known && lead.maxCopiers < this.state.running(userId).length)
      throw invalid(`maxCopiers: you have ${this.state.running(userId).length} copiers`);
    this.state.leads.set(userId, lead);
    this.social.remember(userId);
    this.trading.writer.copyRow({ kind: 'lead', id: String(userId), userId, body: lead });
    await this.trading.writer.flush();
    return lead;
  }

  async start(userId: number, leadUuid: string, settings: CopySettings): Promise<CopyRecord> {
    const leadUserId = this.social.userIdOf(leadUuid);
    const lead = this.lead(leadUserId);
    if (leadUserId === userId) throw invalid('uuid: you cannot copy yourself');
    const problem = settingsProblem(settings, lead.minCopyAmount);
    if (problem) throw invalid(`${problem.field}: ${englishRefusal(problem.refusal)}`);
    if (this.state.running(leadUserId).some((c) => c.userId === userId)) throw new ApiError(REJECTED, 'You already copy this lead trader');
    if (this.state.running(leadUserId).length >= lead.maxCopiers) throw new ApiError(REJECTED, 'This lead trader has no free copier place');
    const available = this.trading.available(this.trading.account(userId), 'USDT');
    if (available.lt(settings.amount))
      throw new ApiError(REJECTED, `amount: ${settings.amount} USDT is more than your available ${available.toFixed(2)} USDT`);
    const now = this.clock();
    const copy: CopyRecord = {
      copyId: this.state.nextCopyId++,
      userId,
      leadUserId,
      settings,
      status: 'RUNNING',
      createdTime: now,
      updatedTime: now,
      stoppedTime: null,
      stopReason: null,
      closedOnStop: null,
      positions: {},
      realisedPnl: '0',
      fees: '0',
      copyFees: '0',
      highWaterMark: '0',
      profitShared: '0',
      profitShare: lead.profitShare,
    };
    this.state.copies.set(copy.copyId, copy);
    this.engine.save(copy);
    await this.trading.writer.flush();
    return copy;
  }

  mine(userId: number, copyId: number): CopyRecord {
    const copy = this.state.copies.get(copyId);
    if (!copy || copy.userId !== userId) throw new ApiError(ErrorCodes.NotFound, `copyId ${copyId}: no such copy`);
    return copy;
  }

  async edit(userId: number, copyId: number, settings: CopySettings): Promise<CopyRecord> {
    const copy = this.mine(userId, copyId);
    if (copy.status !== 'RUNNING') throw new ApiError(REJECTED, 'The copy is stopped');
    const problem = settingsProblem(settings, this.lead(copy.leadUserId).minCopyAmount);
    if (problem) throw invalid(`${problem.field}: ${englishRefusal(problem.refusal)}`);
    Object.assign(copy, { settings, updatedTime: this.clock() });
    this.engine.save(copy);
    await this.trading.writer.flush();
    return copy;
  }

  /** Stops the copy; `close`: its copied positions are closed at market (else they stay in the account). */
  async stop(userId: number, copyId: number, close: boolean): Promise<CopyRecord> {
    const copy = this.mine(userId, copyId);
    if (copy.status !== 'RUNNING') throw new ApiError(REJECTED, 'The copy is already stopped');
    this.stopCopy(copy, close, 'USER');
    await this.trading.writer.flush();
    return copy;
  }

  private stopCopy(copy: CopyRecord, close: boolean, reason: StopReason): void {
    if (close) for (const symbol of Object.keys(copy.positions)) this.closePosition(copy, symbol, 'STOP');
    Object.assign(copy, {
      status: 'STOPPED',
      stoppedTime: this.clock(),
      updatedTime: this.clock(),
      stopReason: reason,
      closedOnStop: close,
    });
    if (!close) copy.positions = {};
    this.engine.save(copy);
  }

  private closePosition(copy: CopyRecord, symbol: string, kind: 'STOP' | 'TAKE_PROFIT' | 'STOP_LOSS'): void {
    const held = new Decimal(copy.positions[symbol]?.quantity ?? '0');
    if (held.isZero()) return;
    this.engine.execute(
      copy,
      { symbol, side: held.isPositive() ? 'SELL' : 'BUY', kind, leadPrice: null, leadQuantity: null },
      { quantity: held.abs().toFixed() },
      true,
    );
  }

  /** The copy's PnL: net realised (realised − trading fees − copy fees) + unrealised at the marks. */
  pnl(copy: CopyRecord): Decimal {
    let total = netRealised(copy);
    for (const [symbol, p] of Object.entries(copy.positions))
      total = total.plus(unrealisedPnl(p.quantity, p.entryPrice, this.trading.markPrice(symbol).toFixed()));
    return total;
  }

  /** The copies' TP/SL and portfolio stop losses at the marks now; the schedule's settlement when due. */
  async tick(settleEveryMs: number): Promise<void> {
    this.engine.drain();
    for (const copy of this.state.running()) {
      const s = copy.settings;
      for (const [symbol, p] of Object.entries(copy.positions)) {
        const exit = positionExit(p.quantity, p.entryPrice, this.trading.markPrice(symbol).toFixed(), s.takeProfit, s.stopLoss);
        if (exit) this.closePosition(copy, symbol, exit);
      }
      if (portfolioStopReached(this.pnl(copy).toFixed(), s.amount, s.portfolioStopLoss)) this.stopCopy(copy, true, 'PORTFOLIO_STOP_LOSS');
    }
    if (settleEveryMs > 0 && Math.floor(this.clock() / settleEveryMs) > Math.floor(this.lastSettled / settleEveryMs)) this.settle();
    await this.trading.writer.flush();
  }

  /**
   * Settles the profit share of every copy now: the copier pays the lead trader `profitShare` × the net realised
   * profit above the copy's high water mark, as two COPY_PROFIT_SHARED ledger rows with the copy's new state, in one
   * transaction. Returns what was paid in all.
   */
  settle(): Decimal {
    let total = new Decimal(0);
    for (const copy of this.state.copies.values()) {
      const lead = this.state.leads.get(copy.leadUserId);
      if (!lead) continue;
      const net = netRealised(copy).toFixed();
      const result = settleProfitShare(net, copy.highWaterMark, copy.profitShare ?? lead.profitShare);
      if (result.highWaterMark === copy.highWaterMark) continue;
      copy.highWaterMark = result.highWaterMark;
      // never beyond what may leave the copier's account (leave-rule.ts `leavable`: available, loans covered)
      const share = Decimal.min(result.share, leavable(this.trading, this.trading.account(copy.userId), 'USDT').amount);
      if (share.gt(0)) {
        this.trading.adjustBalance(this.trading.account(copy.userId), 'USDT', share.neg(), 'COPY_PROFIT_SHARED');
        this.trading.adjustBalance(this.trading.account(lead.userId), 'USDT', share, 'COPY_PROFIT_SHARED');
        copy.profitShared = new Decimal(copy.profitShared).plus(share).toFixed();
        total = total.plus(share);
      }
      this.engine.save(copy);
    }
    this.lastSettled = this.clock();
    this.trading.publishChanges();
    return total;
  }
}
