import Decimal from 'decimal.js';
import {
  campaignStatus,
  canSignUp,
  earnedBadges,
  participantFigures,
  prizeForRank,
  prizePool,
  qualifyProgress,
  rankByValue,
  type CampaignFill,
  type ParticipantFigures,
} from '../../src/domain/campaigns/competition';
import { epochAt, epochWindow, makerDashboard, type MakerFill, type MarketMakerProgram } from '../../src/domain/campaigns/market-maker';
import type { GrowthRow } from '../campaigns/growth-rows';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { SimulatedTraders } from '../social/simulated-traders';
import type { FillRecord, LedgerRecord } from '../trading/records';
import { fromScaled } from '../trading/scaled';
import type { AccountState } from '../trading/account-state';
import type { TradingEngine } from '../trading/trading-engine';
import { BADGES, MM_POOLS, namedCampaigns, type CampaignConfig } from './catalogue';

export interface SignUp {
  readonly campaignId: string;
  readonly userId: number;
  readonly signedUpAt: number;
  /** USDT held at sign-up: where the capital an ROI campaign divides by starts (`capitalOf` adds what came in later). */
  readonly capital: string;
}

export interface Standing {
  readonly userId: number;
  readonly signedUpAt: number;
  readonly figures: ParticipantFigures;
  /** null while not qualified. */
  readonly rank: number | null;
  readonly tied: number;
  readonly prize: Decimal;
}

/** The ledger moves that bring money in from outside the trading (deposits, transfers in from the family). */
const INFLOWS: ReadonlySet<string> = new Set(['DEPOSIT', 'SUB_ACCOUNT_TRANSFER']);

/**
 * The capital an ROI campaign divides by: the USDT held at sign-up PLUS every USDT deposit and transfer in from then
 * to the window's end (moving USDT out before signing up and back after would otherwise make a small
 * capital and a huge ROI). Transfers out do not shrink it. Scaled units summed, one decimal string answered.
 */
export function capitalOver(signUp: SignUp, windowEnd: number, ledger: Iterable<LedgerRecord>): string {
  let total = new Decimal(signUp.capital);
  for (const row of ledger) {
    if (row.token !== 'USDT' || !INFLOWS.has(row.type) || row.createdTime < signUp.signedUpAt || row.createdTime >= windowEnd) continue;
    const amount = new Decimal(row.amount);
    if (amount.gt(0)) total = total.plus(amount);
  }
  return total.toFixed();
}

const toCampaignFill = (f: FillRecord): CampaignFill => ({
  symbol: f.symbol,
  price: f.executedPrice,
  quantity: f.executedQuantity,
  fee: f.fee,
  feeAsset: f.feeAsset,
  realizedPnl: f.realizedPnl,
  time: f.executedTimestamp,
});

/**
 * The campaigns and trading competitions: sign-ups (stored as growth rows, kind
 * `campaign-signup`), and the standings computed from the engine's fills: only signed-up accounts, only fills in the
 * window at or after their sign-up, in the campaign's scope, with its cap and minimum. A campaign's standings are
 * recomputed when a participant's fills or the sign-ups change.
 */
export class Competitions {
  /** The configured campaigns (an edition ended early by the control surface is replaced by its ended copy). */
  readonly campaigns: CampaignConfig[];
  private readonly signUps = new Map<string, Map<number, SignUp>>();
  private readonly cache = new Map<string, { key: string; rows: Standing[]; at: number }>();

  constructor(
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
    traders: SimulatedTraders,
    loaded: readonly GrowthRow[] = [],
  ) {
    this.campaigns = namedCampaigns(clock());
    for (const c of this.campaigns) this.signUps.set(c.campaignId, new Map());
    for (const row of loaded) {
      if (row.kind !== 'campaign-signup') continue;
      const s = row.body as SignUp;
      this.signUps.get(s.campaignId)?.set(s.userId, s);
    }
    // a deterministic half of the simulated traders join the campaigns that take them, from their start
    for (const c of this.campaigns) {
      if (!c.simulatedTraders || !canSignUp(c, clock())) continue;
      const list = this.signUps.get(c.campaignId)!;
      for (const t of traders.traders) {
        if ((t.userId + c.campaignId.length) % 2 === 0 && !list.has(t.userId))
          list.set(t.userId, { campaignId: c.campaignId, userId: t.userId, signedUpAt: c.startTime, capital: '10000' });
      }
    }
  }

  campaign(campaignId: string): CampaignConfig {
    const c = this.campaigns.find((x) => x.campaignId === campaignId);
    if (!c) throw new ApiError(ErrorCodes.NotFound, `campaignId: no campaign ${campaignId}`);
    return c;
  }

  /** Closes the campaign's window at `at` (when earlier than its end): the edition ends now. */
  closeAt(campaignId: string, at: number): CampaignConfig {
    const i = this.campaigns.findIndex((x) => x.campaignId === campaignId);
    const c = this.campaign(campaignId);
    if (at >= c.endTime) return c;
    if (at < c.startTime) throw new ApiError(ErrorCodes.InvalidParameter, `campaignId: ${campaignId} has not started`);
    const ended = { ...c, endTime: at };
    this.campaigns[i] = ended;
    this.cache.delete(campaignId);
    return ended;
  }

  signUpOf(campaignId: string, userId: number): SignUp | undefined {
    return this.signUps.get(campaignId)?.get(userId);
  }

  participants(campaignId: string): number {
    return this.signUps.get(campaignId)?.size ?? 0;
  }

  /** Signs the account up (once; a second call answers the first sign-up). Refused once the campaign has ended. */
  signUp(campaignId: string, userId: number): SignUp {
    const c = this.campaign(campaignId);
    const had = this.signUpOf(campaignId, userId);
    if (had) return had;
    if (!canSignUp(c, this.clock())) throw new ApiError(ErrorCodes.InvalidParameter, `campaignId: ${campaignId} has ended`);
    const usdt = this.trading.account(userId).balance('USDT');
    const s: SignUp = { campaignId, userId, signedUpAt: this.clock(), capital: fromScaled(usdt.h) };
    this.signUps.get(campaignId)!.set(userId, s);
    this.trading.writer.growth({ kind: 'campaign-signup', id: `${campaignId}:${userId}`, userId, body: s });
    return s;
  }

  /** Waits for the sign-ups to be stored. */
  flush(): Promise<void> {
    return this.trading.writer.flush();
  }

  /** Every participant's standing, ranked ones first (by rank), then the others by sign-up. */
  standings(campaignId: string): Standing[] {
    const c = this.campaign(campaignId);
    const list = [...this.signUps.get(campaignId)!.values()];
    // fills and ledger rows only grow: their counts say whether anything changed (the ledger: an ROI's capital)
    const count = (rows: (a: AccountState) => { readonly length: number }) =>
      list.reduce((n, s) => {
        const a = this.trading.accounts.get(s.userId);
        return n + (a ? rows(a).length : 0);
      }, 0);
    const key = `${list.length}:${count((a) => a.fills)}:${c.metric === 'ROI' ? count((a) => a.ledger) : 0}`;
    const cached = this.cache.get(campaignId);
    if (cached?.key === key) return cached.rows;
    // only the window's fills after the sign-up are read as decimals (a number compare first: fills pile up)
    const from = (s: SignUp) => Math.max(c.startTime, s.signedUpAt);
    const fillsOf = (s: SignUp) =>
      (this.trading.accounts.get(s.userId)?.fills ?? [])
        .filter((f) => f.executedTimestamp >= from(s) && f.executedTimestamp < c.endTime)
        .map(toCampaignFill);
    const capital = (s: SignUp) =>
      c.metric === 'ROI' ? capitalOver(s, c.endTime, this.trading.accounts.get(s.userId)?.ledger ?? []) : s.capital;
    const figures = list.map((s) => ({ s, f: participantFigures(c, s.signedUpAt, fillsOf(s), capital(s)) }));
    const byUser = new Map(figures.map((x) => [x.s.userId, x]));
    const ranked = rankByValue(
      figures.filter((x) => x.f.qualified).map((x) => ({ key: x.s.userId, value: x.f.value!, tieBreak: x.s.signedUpAt })),
    );
    const rows: Standing[] = ranked.map((r) => {
      const x = byUser.get(r.key)!;
      return {
        userId: r.key,
        signedUpAt: x.s.signedUpAt,
        figures: x.f,
        rank: r.rank,
        tied: r.tied,
        prize: prizeForRank(c.tiers, r.rank, r.tied),
      };
    });
    const others = figures.filter((x) => !x.f.qualified).sort((a, b) => a.s.signedUpAt - b.s.signedUpAt || a.s.userId - b.s.userId);
    for (const x of others)
      rows.push({ userId: x.s.userId, signedUpAt: x.s.signedUpAt, figures: x.f, rank: null, tied: 0, prize: new Decimal(0) });
    this.cache.set(campaignId, { key, rows, at: this.clock() });
    return rows;
  }

  /** When the standings were last computed. */
  updatedTime(campaignId: string): number {
    return this.cache.get(campaignId)?.at ?? this.clock();
  }

  ranked(campaignId: string): Standing[] {
    return this.standings(campaignId).filter((s) => s.rank !== null);
  }

  /** The account's place: its standing, progress to the minimum and badges (not signed up: no standing). */
  mine(campaignId: string, userId: number) {
    const c = this.campaign(campaignId);
    const s = this.signUpOf(campaignId, userId);
    const standing = s ? this.standings(campaignId).find((x) => x.userId === userId) : undefined;
    const volume = standing?.figures.volume ?? new Decimal(0);
    const rank = standing?.rank ?? null;
    const badges = earnedBadges(BADGES, campaignId, {
      signedUp: s !== undefined,
      qualified: standing?.figures.qualified ?? false,
      rank,
      volume,
    });
    return { campaign: c, signUp: s, standing, volume, rank, progress: qualifyProgress(volume, c.minVolume), badges };
  }

  status(c: CampaignConfig) {
    return campaignStatus(c, this.clock());
  }

  pool(c: CampaignConfig): Decimal {
    return prizePool(c.tiers);
  }

  /** The epochs of a program, newest first: the current one and the seven before. */
  epochs(): { epochId: number; startTime: number; endTime: number; ongoing: boolean }[] {
    const current = epochAt(this.clock());
    return Array.from({ length: 8 }, (_, i) => current - i)
      .filter((id) => id >= 1)
      .map((epochId) => ({ epochId, ...epochWindow(epochId), ongoing: epochId === current }));
  }

  /** An epoch's maker ranking over every account's fills. */
  dashboard(program: MarketMakerProgram, epochId: number) {
    if (epochId > epochAt(this.clock())) throw new ApiError(ErrorCodes.NotFound, `epochId: epoch ${epochId} has not started`);
    const { startTime, endTime } = epochWindow(epochId);
    const accounts = new Map<number, MakerFill[]>();
    for (const a of this.trading.accounts.values()) {
      const fills = a.fills.filter((f) => f.isMaker && f.executedTimestamp >= startTime && f.executedTimestamp < endTime);
      if (fills.length > 0)
        accounts.set(
          a.userId,
          fills.map((f) => ({
            symbol: f.symbol,
            price: f.executedPrice,
            quantity: f.executedQuantity,
            isMaker: true,
            time: f.executedTimestamp,
          })),
        );
    }
    return { ...makerDashboard(program, epochId, accounts, MM_POOLS[program]), pool: MM_POOLS[program] };
  }
}
