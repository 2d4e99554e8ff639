import Decimal from 'decimal.js';

/**
 * Trading campaigns and competitions: which fills count, a participant's figures, the
 * ranking with ties, the prize of a rank. Pure; the simulator ranks with these rules and the app shows them.
 */

/** The named campaigns (the listing campaign is another part's). */
export const NAMED_CAMPAIGNS = ['WOOTOPIA_2049', 'PERMABEAR_TEALSTREET', 'EZPZ_COMPETITION', 'THE_GATHERING', 'HEED_THE_CALL'] as const;
export const CAMPAIGN_METRICS = ['VOLUME', 'PNL', 'ROI'] as const;
export type CampaignMetric = (typeof CAMPAIGN_METRICS)[number];
export const CAMPAIGN_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Which markets count: spot, perpetuals, and optionally only the listed symbols. */
export interface VolumeScope {
  readonly spot: boolean;
  readonly futures: boolean;
  /** Only these symbols (`SPOT_BTC_USDT`, `PERP_ETH_USDT`); absent: every symbol of the kinds allowed. */
  readonly symbols?: readonly string[];
}

/** Ranks `fromRank`..`toRank` (inclusive) each win `amount` (decimal string, in the campaign's prize token). */
export interface PrizeTier {
  readonly fromRank: number;
  readonly toRank: number;
  readonly amount: string;
}

export interface CampaignRules {
  /** Fills count from `startTime` (inclusive) to `endTime` (exclusive), ms. */
  readonly startTime: number;
  readonly endTime: number;
  readonly metric: CampaignMetric;
  readonly scope: VolumeScope;
  /** The most volume counted per participant (a VOLUME campaign's figure stops there); absent: no cap. */
  readonly volumeCap?: string;
  /** Volume (quote, uncapped) a participant needs to be ranked. */
  readonly minVolume: string;
  readonly tiers: readonly PrizeTier[];
}

/** A fill as the rules read it (decimal strings). */
export interface CampaignFill {
  readonly symbol: string;
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly feeAsset: string;
  readonly realizedPnl: string;
  readonly time: number;
}

/** One participant's figures over the fills that count. */
export interface ParticipantFigures {
  /** Σ price × quantity, uncapped. */
  readonly volume: Decimal;
  /** The volume the campaign counts (at most the cap). */
  readonly countedVolume: Decimal;
  /** Σ realised PnL − fees, in the quote token. */
  readonly pnl: Decimal;
  /** PnL ÷ the capital at sign-up; null without capital. */
  readonly roi: Decimal | null;
  readonly trades: number;
  /** Enough volume (and, for ROI, a capital) to be ranked. */
  readonly qualified: boolean;
  /** The figure the campaign ranks by (null when it has none: ROI without capital). */
  readonly value: Decimal | null;
}

export function campaignStatus(rules: Pick<CampaignRules, 'startTime' | 'endTime'>, now: number): CampaignStatus {
  if (now < rules.startTime) return 'UPCOMING';
  return now < rules.endTime ? 'ONGOING' : 'ENDED';
}

/** Sign-up is open until the campaign ends (upcoming campaigns take sign-ups). */
export function canSignUp(rules: Pick<CampaignRules, 'startTime' | 'endTime'>, now: number): boolean {
  return now < rules.endTime;
}

export function inScope(scope: VolumeScope, symbol: string): boolean {
  const kindAllowed = symbol.startsWith('PERP_') ? scope.futures : symbol.startsWith('SPOT_') ? scope.spot : false;
  return kindAllowed && (scope.symbols === undefined || scope.symbols.includes(symbol));
}

/** A fill counts when its market is in scope and it happened in the window, at or after the sign-up. */
export function countsFill(rules: CampaignRules, signedUpAt: number, fill: Pick<CampaignFill, 'symbol' | 'time'>): boolean {
  return inScope(rules.scope, fill.symbol) && fill.time >= Math.max(rules.startTime, signedUpAt) && fill.time < rules.endTime;
}

/** The fee in the symbol's quote token: a fee in the base token is worth fee × price; another token, nothing. */
export function feeInQuote(fill: Pick<CampaignFill, 'symbol' | 'fee' | 'feeAsset' | 'price'>): Decimal {
  const [, base, quote] = fill.symbol.split('_');
  if (fill.feeAsset === quote) return new Decimal(fill.fee);
  if (fill.feeAsset === base) return new Decimal(fill.fee).times(fill.price);
  return new Decimal(0);
}

/** A participant's figures from their fills (only those that count) and their capital at sign-up. */
export function participantFigures(
  rules: CampaignRules,
  signedUpAt: number,
  fills: readonly CampaignFill[],
  capital = '0',
): ParticipantFigures {
  let volume = new Decimal(0);
  let pnl = new Decimal(0);
  let trades = 0;
  for (const f of fills) {
    if (!countsFill(rules, signedUpAt, f)) continue;
    volume = volume.plus(new Decimal(f.price).times(f.quantity));
    pnl = pnl.plus(f.realizedPnl).minus(feeInQuote(f));
    trades += 1;
  }
  const countedVolume = rules.volumeCap !== undefined ? Decimal.min(volume, rules.volumeCap) : volume;
  const base = new Decimal(capital);
  const roi = base.gt(0) ? pnl.div(base) : null;
  const value = rules.metric === 'VOLUME' ? countedVolume : rules.metric === 'PNL' ? pnl : roi;
  const qualified = trades > 0 && volume.gte(rules.minVolume) && value !== null;
  return { volume, countedVolume, pnl, roi, trades, qualified, value };
}

/** Share of the minimum volume reached, 0..1 (1 once qualified on volume). */
export function qualifyProgress(volume: Decimal.Value, minVolume: Decimal.Value): Decimal {
  const min = new Decimal(minVolume);
  if (min.lte(0)) return new Decimal(1);
  return Decimal.min(new Decimal(volume).div(min), 1);
}

export interface RankInput<K> {
  readonly key: K;
  readonly value: Decimal;
  /** Orders equal values for display only (earlier sign-up first); it never changes a rank. */
  readonly tieBreak: number;
}

export interface Ranked<K> {
  readonly key: K;
  readonly value: Decimal;
  readonly rank: number;
  /** How many share this rank (1 when alone). */
  readonly tied: number;
}

/**
 * Competition ranking: highest value first; equal values share a rank and the ranks they take are skipped
 * (10, 7, 7, 3 → 1, 2, 2, 4). Rows with equal values are listed by `tieBreak`, then key.
 */
export function rankByValue<K extends string | number>(rows: readonly RankInput<K>[]): Ranked<K>[] {
  const sorted = [...rows].sort(
    (a, b) => b.value.comparedTo(a.value) || a.tieBreak - b.tieBreak || String(a.key).localeCompare(String(b.key)),
  );
  const out: Ranked<K>[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]!.value.eq(sorted[i]!.value)) j += 1;
    for (let k = i; k <= j; k += 1) out.push({ key: sorted[k]!.key, value: sorted[k]!.value, rank: i + 1, tied: j - i + 1 });
    i = j + 1;
  }
  return out;
}

/** What one position (1-based place in the list) wins; 0 outside the tiers. */
export function tierAmount(tiers: readonly PrizeTier[], position: number): Decimal {
  const tier = tiers.find((t) => position >= t.fromRank && position <= t.toRank);
  return new Decimal(tier?.amount ?? 0);
}

/**
 * The prize of each of `tied` participants sharing `rank`: the prizes of the places they take (rank … rank + tied − 1)
 * shared equally, rounded down to the cent. Alone, it is the tier's amount.
 */
export function prizeForRank(tiers: readonly PrizeTier[], rank: number, tied = 1): Decimal {
  let total = new Decimal(0);
  for (let p = rank; p < rank + tied; p += 1) total = total.plus(tierAmount(tiers, p));
  return total.div(tied).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Σ of every tier's places × amount. */
export function prizePool(tiers: readonly PrizeTier[]): Decimal {
  return tiers.reduce((sum, t) => sum.plus(new Decimal(t.amount).times(t.toRank - t.fromRank + 1)), new Decimal(0));
}

/** A badge and what earns it (`badge-configurations`). */
export type BadgeRule =
  | { readonly type: 'SIGNED_UP' }
  | { readonly type: 'QUALIFIED' }
  | { readonly type: 'TOP'; readonly rank: number }
  | { readonly type: 'VOLUME'; readonly volume: string };

export interface BadgeConfig {
  readonly badgeId: string;
  /** The campaign it belongs to; absent: every campaign. */
  readonly campaignId?: string;
  readonly rule: BadgeRule;
}

/** Where a participant stands, as the badges read it. */
export interface Standing {
  readonly signedUp: boolean;
  readonly qualified: boolean;
  readonly rank: number | null;
  readonly volume: Decimal.Value;
}

export function earnsBadge(rule: BadgeRule, s: Standing): boolean {
  if (!s.signedUp) return false;
  switch (rule.type) {
    case 'SIGNED_UP':
      return true;
    case 'QUALIFIED':
      return s.qualified;
    case 'TOP':
      return s.qualified && s.rank !== null && s.rank <= rule.rank;
    case 'VOLUME':
      return new Decimal(s.volume).gte(rule.volume);
  }
}

/** The badges of `campaignId` (its own and the general ones) the standing earns, in configuration order. */
export function earnedBadges(configs: readonly BadgeConfig[], campaignId: string, s: Standing): string[] {
  return configs.filter((c) => (c.campaignId === undefined || c.campaignId === campaignId) && earnsBadge(c.rule, s)).map((c) => c.badgeId);
}

/** Time left until `target` split into days, hours, minutes, seconds (all 0 once passed). */
export function countdown(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  let s = Math.max(0, Math.floor((target - now) / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}
