import type { BadgeConfig, CampaignRules } from '../../src/domain/campaigns/competition';

export const DAY_MS = 24 * 3600 * 1000;

/** A configured campaign: its rules plus what the list shows. */
export interface CampaignConfig extends CampaignRules {
  readonly campaignId: string;
  /** English title and summary (the app shows its own translation when it has one). */
  readonly title: string;
  readonly summary: string;
  readonly prizeToken: 'USDT';
  /** Volumes whose reaching the participant is told (HEED_THE_CALL's `user-data`). */
  readonly milestones?: readonly string[];
  /** Simulated traders sign up for it (a share of them, at its start). */
  readonly simulatedTraders: boolean;
}

const tiers = (...rows: [number, number, string][]) => rows.map(([fromRank, toRank, amount]) => ({ fromRank, toRank, amount }));

/**
 * The spec's named campaigns, each with its own rules. Windows are placed around the simulator's start day (UTC),
 * so a fresh simulator always has campaigns ongoing, one upcoming and one past.
 */
export function namedCampaigns(now: number): CampaignConfig[] {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  return [
    {
      campaignId: 'EZPZ_COMPETITION',
      title: 'EZPZ spot competition',
      summary: 'Trade spot: the most volume wins, up to 100,000 USDT counted per trader.',
      startTime: day - 3 * DAY_MS,
      endTime: day + 11 * DAY_MS,
      metric: 'VOLUME',
      scope: { spot: true, futures: false },
      volumeCap: '100000',
      minVolume: '50',
      prizeToken: 'USDT',
      tiers: tiers([1, 1, '1000'], [2, 2, '600'], [3, 3, '400'], [4, 10, '100']),
      simulatedTraders: true,
    },
    {
      campaignId: 'HEED_THE_CALL',
      title: 'Heed the call',
      summary: 'Spot and perpetuals volume, milestones at 1,000, 10,000 and 100,000 USDT.',
      startTime: day - DAY_MS,
      endTime: day + 6 * DAY_MS,
      metric: 'VOLUME',
      scope: { spot: true, futures: true },
      volumeCap: '250000',
      minVolume: '100',
      prizeToken: 'USDT',
      tiers: tiers([1, 1, '2000'], [2, 2, '1000'], [3, 3, '500'], [4, 20, '50']),
      milestones: ['1000', '10000', '100000'],
      simulatedTraders: true,
    },
    {
      campaignId: 'THE_GATHERING',
      title: 'The Gathering',
      summary: 'Perpetuals PnL: realised profit after fees ranks, 500 USDT of volume to qualify.',
      startTime: day - 7 * DAY_MS,
      endTime: day + 7 * DAY_MS,
      metric: 'PNL',
      scope: { spot: false, futures: true },
      minVolume: '500',
      prizeToken: 'USDT',
      tiers: tiers([1, 1, '3000'], [2, 2, '1500'], [3, 3, '750'], [4, 10, '150']),
      simulatedTraders: true,
    },
    {
      campaignId: 'PERMABEAR_TEALSTREET',
      title: 'Permabear × Teahouse',
      summary: 'BTC and ETH perpetuals PnL; ended.',
      startTime: day - 30 * DAY_MS,
      endTime: day - 9 * DAY_MS,
      metric: 'PNL',
      scope: { spot: false, futures: true, symbols: ['PERP_BTC_USDT', 'PERP_ETH_USDT'] },
      minVolume: '1000',
      prizeToken: 'USDT',
      tiers: tiers([1, 1, '5000'], [2, 2, '2500'], [3, 3, '1000']),
      simulatedTraders: false,
    },
    {
      campaignId: 'WOOTOPIA_2049',
      title: 'WOOTOPIA 2049',
      summary: 'Return on capital over spot and perpetuals; sign up now, it starts soon.',
      startTime: day + 3 * DAY_MS,
      endTime: day + 24 * DAY_MS,
      metric: 'ROI',
      scope: { spot: true, futures: true },
      minVolume: '1000',
      prizeToken: 'USDT',
      tiers: tiers([1, 1, '10000'], [2, 2, '5000'], [3, 3, '2500'], [4, 50, '100']),
      simulatedTraders: false,
    },
  ];
}

/** `badge-configurations`: general badges and HEED_THE_CALL's milestones. */
export const BADGES: readonly BadgeConfig[] = [
  { badgeId: 'JOINED', rule: { type: 'SIGNED_UP' } },
  { badgeId: 'QUALIFIED', rule: { type: 'QUALIFIED' } },
  { badgeId: 'TOP_10', rule: { type: 'TOP', rank: 10 } },
  { badgeId: 'PODIUM', rule: { type: 'TOP', rank: 3 } },
  { badgeId: 'CHAMPION', rule: { type: 'TOP', rank: 1 } },
  { badgeId: 'HEED_1K', campaignId: 'HEED_THE_CALL', rule: { type: 'VOLUME', volume: '1000' } },
  { badgeId: 'HEED_10K', campaignId: 'HEED_THE_CALL', rule: { type: 'VOLUME', volume: '10000' } },
  { badgeId: 'HEED_100K', campaignId: 'HEED_THE_CALL', rule: { type: 'VOLUME', volume: '100000' } },
];

/** Market-maker programs' reward pools per epoch (USDT). */
export const MM_POOLS = { SPOT: '10000', FUTURES: '25000' } as const;
