import * as z from 'zod/mini';
import type {
  BadgeConfiguration,
  Campaign,
  CampaignMe,
  CompetitionStandings,
  CompetitionTop,
  HeedUserData,
  MmDashboard,
  MmEpoch,
  Page,
  StandingRow,
} from '../../application/campaigns/ports/competitions-api.port';
import { CAMPAIGN_METRICS, CAMPAIGN_STATUSES } from '../../domain/campaigns/competition';
import { MM_PROGRAMS } from '../../domain/campaigns/market-maker';
import { toPlainDecimal } from '../market/market-frame.schema';

const n = z.number();
const dec = (v: number): string => toPlainDecimal(v);
const opt = (v: number | null | undefined): string | undefined => (v === null || v === undefined ? undefined : dec(v));
const meta = z.object({ total: z.int(), recordsPerPage: z.int(), currentPage: z.int() });

const tier = z.object({ fromRank: z.int(), toRank: z.int(), amount: n });
export const campaignData = z.object({
  campaignId: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  startTime: n,
  endTime: n,
  metric: z.enum(CAMPAIGN_METRICS),
  scope: z.object({ spot: z.boolean(), futures: z.boolean(), symbols: z.nullable(z.array(z.string())) }),
  volumeCap: z.nullable(n),
  minVolume: n,
  prizeToken: z.string(),
  prizePool: n,
  tiers: z.array(tier),
  participants: z.int(),
  milestones: z.optional(z.nullable(z.array(n))),
  // when the campaign's prizes were paid (simulator-designed; absent on a host that does not say)
  prizesPaidTime: z.optional(z.nullable(n)),
});
type CampaignData = z.infer<typeof campaignData>;
export const toCampaign = (c: CampaignData): Campaign => ({
  campaignId: c.campaignId,
  title: c.title,
  summary: c.summary,
  status: c.status,
  startTime: c.startTime,
  endTime: c.endTime,
  metric: c.metric,
  scope: { spot: c.scope.spot, futures: c.scope.futures, ...(c.scope.symbols ? { symbols: c.scope.symbols } : {}) },
  ...(c.volumeCap !== null ? { volumeCap: dec(c.volumeCap) } : {}),
  minVolume: dec(c.minVolume),
  prizeToken: c.prizeToken,
  prizePool: dec(c.prizePool),
  tiers: c.tiers.map((t) => ({ fromRank: t.fromRank, toRank: t.toRank, amount: dec(t.amount) })),
  participants: c.participants,
  ...(c.milestones ? { milestones: c.milestones.map(dec) } : {}),
  ...(typeof c.prizesPaidTime === 'number' ? { prizesPaidTime: c.prizesPaidTime } : {}),
});
export const campaignRows = z.object({ rows: z.array(campaignData) });

export const meData = z.object({
  signedUp: z.boolean(),
  signedUpTime: z.nullable(n),
  rank: z.nullable(z.int()),
  qualified: z.boolean(),
  value: z.nullable(n),
  volume: n,
  pnl: n,
  roi: z.nullable(n),
  trades: z.int(),
  progress: n,
  prize: n,
  badges: z.array(z.string()),
  // what was credited when the campaign ended (null while not paid or when nothing was won)
  paidPrize: z.optional(z.nullable(n)),
});
export const toMe = (m: z.infer<typeof meData>): CampaignMe => ({
  signedUp: m.signedUp,
  ...(m.signedUpTime !== null ? { signedUpTime: m.signedUpTime } : {}),
  ...(m.rank !== null ? { rank: m.rank } : {}),
  qualified: m.qualified,
  ...(m.value !== null ? { value: dec(m.value) } : {}),
  volume: dec(m.volume),
  pnl: dec(m.pnl),
  ...(m.roi !== null ? { roi: dec(m.roi) } : {}),
  trades: m.trades,
  progress: dec(m.progress),
  prize: dec(m.prize),
  badges: m.badges,
  ...(typeof m.paidPrize === 'number' ? { paidPrize: dec(m.paidPrize) } : {}),
});
export const privateCampaign = z.extend(campaignData, { me: meData });

const standingRow = z.object({
  rank: z.int(),
  tied: z.int(),
  uuid: z.string(),
  coolName: z.string(),
  value: z.nullable(n),
  volume: n,
  pnl: n,
  roi: z.nullable(n),
  trades: z.int(),
  prize: n,
});
const toRow = (r: z.infer<typeof standingRow>): StandingRow => ({
  rank: r.rank,
  tied: r.tied,
  uuid: r.uuid,
  coolName: r.coolName,
  value: opt(r.value),
  volume: dec(r.volume),
  pnl: dec(r.pnl),
  roi: opt(r.roi),
  trades: r.trades,
  prize: dec(r.prize),
});
export const standingPage = z.object({ rows: z.array(standingRow).check(z.maxLength(100)), meta, me: z.optional(meData) });
export const toPage = (d: z.infer<typeof standingPage>): Page<StandingRow> => ({
  rows: d.rows.map(toRow),
  total: d.meta.total,
  page: d.meta.currentPage,
  size: d.meta.recordsPerPage,
});
export const toStandings = (d: z.infer<typeof standingPage>): CompetitionStandings => ({
  ...toPage(d),
  ...(d.me ? { me: toMe(d.me) } : {}),
});

const topRow = z.object({ rank: z.int(), uuid: z.string(), coolName: z.string(), value: z.nullable(n) });
export const competitionTop = z.object({
  rows: z.array(topRow).check(z.maxLength(100)),
  me: z.optional(z.nullable(z.object({ rank: z.int(), value: z.nullable(n) }))),
});
export const toTop = (d: z.infer<typeof competitionTop>): CompetitionTop => ({
  rows: d.rows.map((r) => ({ rank: r.rank, uuid: r.uuid, coolName: r.coolName, value: opt(r.value) })),
  ...(d.me !== undefined ? { me: d.me ? { rank: d.me.rank, value: opt(d.me.value) } : null } : {}),
});

export const heedData = z.extend(meData, {
  milestones: z.array(z.object({ volume: n, reached: z.boolean() })),
  nextMilestone: z.nullable(n),
});
export const toHeed = (d: z.infer<typeof heedData>): HeedUserData => ({
  ...toMe(d),
  milestones: d.milestones.map((m) => ({ volume: dec(m.volume), reached: m.reached })),
  ...(d.nextMilestone !== null ? { nextMilestone: dec(d.nextMilestone) } : {}),
});

const badgeRule = z.union([
  z.object({ type: z.literal('SIGNED_UP') }),
  z.object({ type: z.literal('QUALIFIED') }),
  z.object({ type: z.literal('TOP'), rank: z.int() }),
  z.object({ type: z.literal('VOLUME'), volume: z.string() }),
]);
export const badgeRows = z.object({
  rows: z.array(z.object({ badgeId: z.string(), campaignId: z.nullable(z.string()), rule: badgeRule })),
});
export const toBadges = (d: z.infer<typeof badgeRows>): BadgeConfiguration[] =>
  d.rows.map((b) => ({ badgeId: b.badgeId, ...(b.campaignId ? { campaignId: b.campaignId } : {}), rule: b.rule }));

export const epochRows = z.object({
  rows: z.array(z.object({ epochId: z.int(), startTime: n, endTime: n, status: z.enum(['ONGOING', 'FINISHED']) })),
});
export const toEpochs = (d: z.infer<typeof epochRows>): MmEpoch[] =>
  d.rows.map((e) => ({ epochId: e.epochId, startTime: e.startTime, endTime: e.endTime, ongoing: e.status === 'ONGOING' }));

export const mmData = z.object({
  program: z.enum(MM_PROGRAMS),
  epochId: z.int(),
  rewardPool: n,
  totalMakerVolume: n,
  paidTime: z.optional(z.nullable(n)),
  rows: z.array(z.object({ rank: z.int(), uuid: z.string(), coolName: z.string(), makerVolume: n, share: n, reward: n })),
});
export const toMm = (d: z.infer<typeof mmData>): MmDashboard => ({
  epochId: d.epochId,
  program: d.program,
  rewardPool: dec(d.rewardPool),
  totalMakerVolume: dec(d.totalMakerVolume),
  ...(typeof d.paidTime === 'number' ? { paidTime: d.paidTime } : {}),
  rows: d.rows.map((r) => ({
    rank: r.rank,
    uuid: r.uuid,
    coolName: r.coolName,
    makerVolume: dec(r.makerVolume),
    share: dec(r.share),
    reward: dec(r.reward),
  })),
});

export const signUpData = z.object({ campaignId: z.string(), signedUp: z.boolean(), signedUpTime: n });
