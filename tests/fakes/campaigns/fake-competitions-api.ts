import Decimal from 'decimal.js';
import type {
  BadgeConfiguration,
  Campaign,
  CampaignMe,
  CompetitionsApiPort,
  MmDashboard,
  MmEpoch,
  Page,
  StandingRow,
} from '../../../src/application/campaigns/ports/competitions-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
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
  type CampaignRules,
} from '../../../src/domain/campaigns/competition';
import { campaignPayouts, payoutDue } from '../../../src/domain/campaigns/payout';
import { epochAt, epochWindow, makerDashboard, type MakerFill, type MarketMakerProgram } from '../../../src/domain/campaigns/market-maker';
import { err, ok } from '../../../src/domain/shared/result';

export interface FakeCampaign extends CampaignRules {
  readonly campaignId: string;
  readonly title: string;
  readonly milestones?: readonly string[];
}

const refused = (code: number, message: string): TradeFailure => ({ kind: 'refused', code, message, status: code === -1006 ? 404 : 400 });
const s = (d: Decimal | null): string | undefined => (d === null ? undefined : d.toFixed());

/** The campaign calls in memory, ranking with the same rules as simulator/competitions (the domain's). */
export class FakeCompetitionsApi implements CompetitionsApiPort {
  readonly configs: FakeCampaign[] = [];
  /** campaignId → trader → sign-up time and capital. */
  readonly signUps = new Map<string, Map<string, { at: number; capital: string }>>();
  readonly fills = new Map<string, CampaignFill[]>();
  readonly makerFills = new Map<string, MakerFill[]>();
  badgeConfigs: BadgeConfiguration[] = [
    { badgeId: 'JOINED', rule: { type: 'SIGNED_UP' } },
    { badgeId: 'QUALIFIED', rule: { type: 'QUALIFIED' } },
    { badgeId: 'PODIUM', rule: { type: 'TOP', rank: 3 } },
  ];
  /** The signed-in trader's name. */
  me = 'me';
  meCapital = '10000';
  signUpCalls = 0;
  /** campaignId → when its prizes were paid and to whom (each credit once, as the simulator's payouts.ts). */
  readonly payouts = new Map<string, { paidTime: number; winners: Map<string, string> }>();
  /** Every prize credited: "name amount" (the wallet's DISTRIBUTION rows of the fake). */
  readonly credits: string[] = [];
  /** While true, an ended campaign is not paid yet (the exchange's payout has not run). */
  holdPayouts = false;

  constructor(private readonly now: () => number) {}

  private config(id: string): FakeCampaign | undefined {
    return this.configs.find((c) => c.campaignId === id);
  }

  /** Pays the campaign's final standings once, when its window has closed. */
  private settle(c: FakeCampaign): void {
    if (this.holdPayouts || !payoutDue(c, this.now(), this.payouts.has(c.campaignId))) return;
    const ranked = this.standings(c).flatMap((x) => (x.row ? [{ key: x.name, rank: x.row.rank, tied: x.row.tied }] : []));
    const winners = new Map<string, string>();
    for (const p of campaignPayouts(c.tiers, ranked)) {
      winners.set(p.key, p.amount.toFixed());
      this.credits.push(`${p.key} ${p.amount.toFixed()}`);
    }
    this.payouts.set(c.campaignId, { paidTime: this.now(), winners });
  }

  private toCampaign(c: FakeCampaign): Campaign {
    this.settle(c);
    const paid = this.payouts.get(c.campaignId);
    return {
      campaignId: c.campaignId,
      title: c.title,
      summary: '',
      status: campaignStatus(c, this.now()),
      startTime: c.startTime,
      endTime: c.endTime,
      metric: c.metric,
      scope: c.scope,
      ...(c.volumeCap ? { volumeCap: c.volumeCap } : {}),
      minVolume: c.minVolume,
      prizeToken: 'USDT',
      prizePool: prizePool(c.tiers).toFixed(),
      tiers: c.tiers,
      participants: this.signUps.get(c.campaignId)?.size ?? 0,
      ...(c.milestones ? { milestones: c.milestones } : {}),
      ...(paid ? { prizesPaidTime: paid.paidTime } : {}),
    };
  }

  /** Every participant, ranked ones first. */
  standings(c: FakeCampaign): { name: string; row?: StandingRow; figures: ReturnType<typeof participantFigures> }[] {
    const list = [...(this.signUps.get(c.campaignId) ?? new Map<string, { at: number; capital: string }>())];
    const figures = list.map(([name, su]) => ({ name, su, f: participantFigures(c, su.at, this.fills.get(name) ?? [], su.capital) }));
    const ranked = rankByValue(figures.filter((x) => x.f.qualified).map((x) => ({ key: x.name, value: x.f.value!, tieBreak: x.su.at })));
    type Entry = { name: string; row?: StandingRow; figures: ReturnType<typeof participantFigures> };
    return ranked
      .map((r): Entry => {
        const f = figures.find((x) => x.name === r.key)!.f;
        const row: StandingRow = {
          rank: r.rank,
          tied: r.tied,
          uuid: `uuid-${r.key}`,
          coolName: r.key,
          value: s(f.value),
          volume: f.volume.toFixed(),
          pnl: f.pnl.toFixed(),
          roi: s(f.roi),
          trades: f.trades,
          prize: prizeForRank(c.tiers, r.rank, r.tied).toFixed(),
        };
        return { name: r.key, row, figures: f };
      })
      .concat(figures.filter((x) => !x.f.qualified).map((x): Entry => ({ name: x.name, figures: x.f })));
  }

  private mine(c: FakeCampaign): CampaignMe {
    this.settle(c);
    const paidPrize = this.payouts.get(c.campaignId)?.winners.get(this.me);
    const su = this.signUps.get(c.campaignId)?.get(this.me);
    const st = this.standings(c).find((x) => x.name === this.me);
    const volume = st?.figures.volume ?? new Decimal(0);
    const rank = st?.row?.rank;
    return {
      signedUp: su !== undefined,
      ...(su ? { signedUpTime: su.at } : {}),
      ...(rank ? { rank } : {}),
      qualified: st?.figures.qualified ?? false,
      ...(st?.figures.value ? { value: st.figures.value.toFixed() } : {}),
      volume: volume.toFixed(),
      pnl: (st?.figures.pnl ?? new Decimal(0)).toFixed(),
      ...(st?.figures.roi ? { roi: st.figures.roi.toFixed() } : {}),
      trades: st?.figures.trades ?? 0,
      progress: qualifyProgress(volume, c.minVolume).toFixed(),
      prize: st?.row?.prize ?? '0',
      badges: earnedBadges(this.badgeConfigs, c.campaignId, {
        signedUp: su !== undefined,
        qualified: st?.figures.qualified ?? false,
        rank: rank ?? null,
        volume,
      }),
      ...(paidPrize !== undefined ? { paidPrize } : {}),
    };
  }

  private page(c: FakeCampaign, p: number, size: number): Page<StandingRow> {
    const rows = this.standings(c).flatMap((x) => (x.row ? [x.row] : []));
    return { rows: rows.slice((p - 1) * size, p * size), total: rows.length, page: p, size };
  }

  async campaigns() {
    return ok(this.configs.map((c) => this.toCampaign(c)) as readonly Campaign[]);
  }

  async campaign(id: string, signedIn: boolean) {
    const c = this.config(id);
    if (!c) return err(refused(-1006, `campaignId: no campaign ${id}`));
    return ok({ campaign: this.toCampaign(c), ...(signedIn ? { me: this.mine(c) } : {}) });
  }

  async signUp(id: string) {
    this.signUpCalls += 1;
    const c = this.config(id);
    if (!c) return err(refused(-1006, `campaignId: no campaign ${id}`));
    if (!canSignUp(c, this.now())) return err(refused(-1005, `campaignId: ${id} has ended`));
    const list = this.signUps.get(id) ?? new Map<string, { at: number; capital: string }>();
    this.signUps.set(id, list);
    if (!list.has(this.me)) list.set(this.me, { at: this.now(), capital: this.meCapital });
    return ok({ signedUpTime: list.get(this.me)!.at });
  }

  async leaderboard(id: string, p: number, size: number) {
    const c = this.config(id);
    return c ? ok(this.page(c, p, size)) : err(refused(-1006, `campaignId: no campaign ${id}`));
  }

  async badges() {
    return ok(this.badgeConfigs as readonly BadgeConfiguration[]);
  }

  async heedUserData() {
    const c = this.config('HEED_THE_CALL');
    if (!c) return err(refused(-1006, 'campaignId: no campaign HEED_THE_CALL'));
    const me = this.mine(c);
    const milestones = (c.milestones ?? []).map((volume) => ({ volume, reached: me.signedUp && new Decimal(me.volume).gte(volume) }));
    const next = milestones.find((m) => !m.reached)?.volume;
    return ok({ ...me, milestones, ...(next ? { nextMilestone: next } : {}) });
  }

  async competitionTop(id: string, signedIn: boolean) {
    const c = this.config(id);
    if (!c) return err(refused(-1006, `campaignId: no campaign ${id}`));
    const rows = this.page(c, 1, 100).rows.map((r) => ({ rank: r.rank, uuid: r.uuid, coolName: r.coolName, value: r.value }));
    const mine = rows.find((r) => r.coolName === this.me);
    return ok({ rows, ...(signedIn ? { me: mine ? { rank: mine.rank, value: mine.value } : null } : {}) });
  }

  async competitionStandings(id: string, signedIn: boolean, p: number, size: number) {
    const c = this.config(id);
    if (!c) return err(refused(-1006, `campaignId: no campaign ${id}`));
    return ok({ ...this.page(c, p, size), ...(signedIn ? { me: this.mine(c) } : {}) });
  }

  async mmEpochs(_program: MarketMakerProgram) {
    const current = epochAt(this.now());
    return ok(
      [current, current - 1].map((epochId) => ({ epochId, ...epochWindow(epochId), ongoing: epochId === current })) as readonly MmEpoch[],
    );
  }

  async mmDashboard(program: MarketMakerProgram, epochId: number) {
    const pool = program === 'SPOT' ? '10000' : '25000';
    const board = makerDashboard(program, epochId, this.makerFills, pool);
    const dash: MmDashboard = {
      epochId,
      program,
      rewardPool: pool,
      totalMakerVolume: board.total.toFixed(),
      rows: board.rows.map((r) => ({
        rank: r.rank,
        uuid: `uuid-${r.key}`,
        coolName: r.key,
        makerVolume: r.makerVolume.toFixed(),
        share: r.share.toFixed(),
        reward: r.reward.toFixed(),
      })),
    };
    return ok(dash);
  }
}
