import Decimal from 'decimal.js';
import {
  campaignStatus,
  canSignUp,
  countdown,
  countsFill,
  earnedBadges,
  feeInQuote,
  inScope,
  participantFigures,
  prizeForRank,
  prizePool,
  qualifyProgress,
  rankByValue,
  type BadgeConfig,
  type CampaignFill,
  type CampaignRules,
} from '../../../../src/domain/campaigns/competition';
import { epochAt, epochWindow, makerDashboard, type MakerFill } from '../../../../src/domain/campaigns/market-maker';

const H = 3600 * 1000;
const START = Date.UTC(2026, 0, 10);
const END = START + 240 * H;
const rules = (patch: Partial<CampaignRules> = {}): CampaignRules => ({
  startTime: START,
  endTime: END,
  metric: 'VOLUME',
  scope: { spot: true, futures: true },
  minVolume: '100',
  tiers: [
    { fromRank: 1, toRank: 1, amount: '1000' },
    { fromRank: 2, toRank: 2, amount: '600' },
    { fromRank: 3, toRank: 3, amount: '400' },
    { fromRank: 4, toRank: 10, amount: '100' },
  ],
  ...patch,
});
const fill = (symbol: string, price: string, quantity: string, time: number, extra: Partial<CampaignFill> = {}): CampaignFill => ({
  symbol,
  price,
  quantity,
  time,
  fee: '0',
  feeAsset: 'USDT',
  realizedPnl: '0',
  ...extra,
});

describe('campaign window and sign-up', () => {
  it.each([
    [START - 1, 'UPCOMING', true],
    [START, 'ONGOING', true],
    [END - 1, 'ONGOING', true],
    [END, 'ENDED', false],
  ] as const)('at %p the campaign is %s (sign-up open: %p)', (now, status, open) => {
    expect(campaignStatus(rules(), now)).toBe(status);
    expect(canSignUp(rules(), now)).toBe(open);
  });

  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    expect(countdown(START + 2 * 24 * H + 3 * H + 4 * 60_000 + 5_000, START)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(START, START + 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('volume scope and which fills count', () => {
  it.each([
    [{ spot: true, futures: false }, 'SPOT_BTC_USDT', true],
    [{ spot: true, futures: false }, 'PERP_BTC_USDT', false],
    [{ spot: false, futures: true }, 'PERP_ETH_USDT', true],
    [{ spot: false, futures: true, symbols: ['PERP_BTC_USDT'] }, 'PERP_ETH_USDT', false],
    [{ spot: false, futures: true, symbols: ['PERP_BTC_USDT'] }, 'PERP_BTC_USDT', true],
    [{ spot: true, futures: true, symbols: ['SPOT_WOO_USDT'] }, 'SPOT_BTC_USDT', false],
  ])('scope %j: %s counts = %p', (scope, symbol, expected) => {
    expect(inScope(scope, symbol)).toBe(expected);
  });

  it.each([
    ['before the window', START - 1, START - 10, false],
    ['in the window, after sign-up', START + H, START, true],
    ['before the sign-up, inside the window', START + H, START + 2 * H, false],
    ['at the sign-up instant', START + 2 * H, START + 2 * H, true],
    ['at the end (exclusive)', END, START, false],
  ])('a fill %s counts = %p', (_label, time, signedUp, expected) => {
    expect(countsFill(rules(), signedUp, { symbol: 'SPOT_BTC_USDT', time })).toBe(expected);
  });
});

describe('a participant figures', () => {
  it('a spot buy pays its fee in base: worth fee × price', () => {
    expect(feeInQuote({ symbol: 'SPOT_BTC_USDT', fee: '0.00001', feeAsset: 'BTC', price: '50000' }).toFixed()).toBe('0.5');
    expect(feeInQuote({ symbol: 'PERP_BTC_USDT', fee: '1.25', feeAsset: 'USDT', price: '50000' }).toFixed()).toBe('1.25');
    expect(feeInQuote({ symbol: 'SPOT_BTC_USDT', fee: '3', feeAsset: 'WOO', price: '50000' }).toFixed()).toBe('0');
  });

  it('volume = Σ price × quantity of the fills that count; PnL = realised PnL − fees; ROI = PnL ÷ capital', () => {
    const fills = [
      fill('SPOT_BTC_USDT', '50000', '0.01', START + H, { fee: '0.00001', feeAsset: 'BTC' }), // 500, fee 0.5
      fill('PERP_ETH_USDT', '2000', '0.5', START + 2 * H, { fee: '0.5', realizedPnl: '30' }), // 1000, +30 − 0.5
      fill('PERP_ETH_USDT', '2000', '1', START - H, { realizedPnl: '999' }), // before the window
    ];
    const f = participantFigures(rules({ metric: 'PNL' }), START, fills, '2900');
    expect(f.volume.toFixed()).toBe('1500');
    expect(f.pnl.toFixed()).toBe('29'); // 30 − 0.5 − 0.5
    expect(f.roi!.toFixed()).toBe('0.01'); // 29 ÷ 2900
    expect(f.trades).toBe(2);
    expect(f.qualified).toBe(true);
    expect(f.value!.toFixed()).toBe('29');
  });

  it.each([
    ['under the cap', '3000', '2500', '2500'],
    ['over the cap', '2000', '2500', '2000'],
    ['no cap', undefined, '2500', '2500'],
  ])('a volume campaign counts at most the cap per user (%s)', (_label, cap, volume, counted) => {
    const f = participantFigures(rules({ volumeCap: cap }), START, [fill('SPOT_BTC_USDT', '50000', '0.05', START + H)]);
    expect(f.volume.toFixed()).toBe(volume);
    expect(f.countedVolume.toFixed()).toBe(counted);
    expect(f.value!.toFixed()).toBe(counted);
  });

  it.each([
    ['below the minimum', '99.99', false],
    ['exactly the minimum', '100', true],
  ])('a participant %s is not / is ranked', (_label, quantity, qualified) => {
    const f = participantFigures(rules(), START, [fill('SPOT_WOO_USDT', '1', quantity, START + H)]);
    expect(f.qualified).toBe(qualified);
  });

  it('an ROI campaign ranks nobody without capital; no trade is never qualified', () => {
    expect(participantFigures(rules({ metric: 'ROI' }), START, [fill('SPOT_WOO_USDT', '1', '500', START + H)], '0').qualified).toBe(false);
    expect(participantFigures(rules({ minVolume: '0' }), START, []).qualified).toBe(false);
  });

  it('progress to the minimum is a share, capped at 1', () => {
    expect(qualifyProgress('25', '100').toFixed()).toBe('0.25');
    expect(qualifyProgress('250', '100').toFixed()).toBe('1');
    expect(qualifyProgress('5', '0').toFixed()).toBe('1');
  });
});

describe('ranking with ties', () => {
  it('equal values share a rank and the next rank is skipped (10, 7, 7, 3 → 1, 2, 2, 4); earlier sign-up is listed first', () => {
    const ranked = rankByValue([
      { key: 'c', value: new Decimal(7), tieBreak: 20 },
      { key: 'a', value: new Decimal(10), tieBreak: 5 },
      { key: 'd', value: new Decimal(3), tieBreak: 1 },
      { key: 'b', value: new Decimal(7), tieBreak: 10 },
    ]);
    expect(ranked.map((r) => [r.key, r.rank, r.tied])).toEqual([
      ['a', 1, 1],
      ['b', 2, 2],
      ['c', 2, 2],
      ['d', 4, 1],
    ]);
  });

  it('three at the cap share rank 1, the next is 4th', () => {
    const ranked = rankByValue(
      ['x', 'y', 'z', 'w'].map((key, i) => ({ key, value: new Decimal(i < 3 ? '2000' : '1999.99'), tieBreak: i })),
    );
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
  });

  it('negative PnL ranks below zero', () => {
    expect(
      rankByValue([
        { key: 1, value: new Decimal(-5), tieBreak: 0 },
        { key: 2, value: new Decimal(0), tieBreak: 1 },
      ]).map((r) => r.key),
    ).toEqual([2, 1]);
  });
});

describe('prizes', () => {
  const tiers = rules().tiers;
  it.each([
    [1, 1, '1000'],
    [2, 1, '600'],
    [5, 1, '100'],
    [11, 1, '0'],
    [2, 2, '500'], // (600 + 400) ÷ 2
    [1, 3, '666.66'], // (1000 + 600 + 400) ÷ 3, down to the cent
    [10, 2, '50'], // (100 + 0) ÷ 2
  ])('rank %i shared by %i wins %s each', (rank, tied, amount) => {
    expect(prizeForRank(tiers, rank, tied).toFixed()).toBe(amount);
  });

  it('the pool is Σ places × amount', () => {
    expect(prizePool(tiers).toFixed()).toBe('2700'); // 1000 + 600 + 400 + 7 × 100
  });
});

describe('badges', () => {
  const configs: BadgeConfig[] = [
    { badgeId: 'JOINED', rule: { type: 'SIGNED_UP' } },
    { badgeId: 'QUALIFIED', rule: { type: 'QUALIFIED' } },
    { badgeId: 'PODIUM', rule: { type: 'TOP', rank: 3 } },
    { badgeId: 'HEED_10K', campaignId: 'HEED_THE_CALL', rule: { type: 'VOLUME', volume: '10000' } },
  ];
  it.each([
    ['not signed up', { signedUp: false, qualified: false, rank: null, volume: '50000' }, 'HEED_THE_CALL', []],
    ['signed up only', { signedUp: true, qualified: false, rank: null, volume: '0' }, 'EZPZ_COMPETITION', ['JOINED']],
    ['qualified 4th', { signedUp: true, qualified: true, rank: 4, volume: '200' }, 'EZPZ_COMPETITION', ['JOINED', 'QUALIFIED']],
    [
      '3rd with 10,000',
      { signedUp: true, qualified: true, rank: 3, volume: '10000' },
      'HEED_THE_CALL',
      ['JOINED', 'QUALIFIED', 'PODIUM', 'HEED_10K'],
    ],
    [
      'another campaign does not give HEED_10K',
      { signedUp: true, qualified: true, rank: 3, volume: '10000' },
      'EZPZ_COMPETITION',
      ['JOINED', 'QUALIFIED', 'PODIUM'],
    ],
  ])('%s', (_label, standing, campaignId, badges) => {
    expect(earnedBadges(configs, campaignId, standing)).toEqual(badges);
  });
});

describe('market-maker epochs', () => {
  it('epochs are UTC weeks from Monday 2024-01-01', () => {
    expect(epochAt(Date.UTC(2024, 0, 1))).toBe(1);
    expect(epochAt(Date.UTC(2024, 0, 7, 23, 59))).toBe(1);
    expect(epochAt(Date.UTC(2024, 0, 8))).toBe(2);
    expect(epochWindow(2)).toEqual({ startTime: Date.UTC(2024, 0, 8), endTime: Date.UTC(2024, 0, 15) });
  });

  it('ranks maker volume of the program in the epoch, with its share and part of the pool', () => {
    const t = Date.UTC(2024, 0, 9);
    const m = (symbol: string, price: string, quantity: string, isMaker = true, time = t): MakerFill => ({
      symbol,
      price,
      quantity,
      isMaker,
      time,
    });
    const accounts = new Map<number, MakerFill[]>([
      [1, [m('SPOT_BTC_USDT', '50000', '0.1'), m('SPOT_BTC_USDT', '50000', '1', false)]], // 5000 maker
      [2, [m('SPOT_ETH_USDT', '2000', '1.5'), m('PERP_ETH_USDT', '2000', '9')]], // 3000 spot maker (perp not in SPOT)
      [3, [m('SPOT_WOO_USDT', '0.5', '4000'), m('SPOT_WOO_USDT', '0.5', '4000', true, Date.UTC(2024, 0, 16))]], // 2000 (next epoch's not)
      [4, [m('SPOT_ETH_USDT', '1000', '3')]], // 3000: ties with 2
    ]);
    const board = makerDashboard('SPOT', 2, accounts, '1000');
    expect(board.total.toFixed()).toBe('13000');
    expect(board.rows.map((r) => [r.key, r.rank, r.makerVolume.toFixed(), r.share.toFixed(), r.reward.toFixed()])).toEqual([
      [1, 1, '5000', '0.384615', '384.61'],
      [2, 2, '3000', '0.230769', '230.76'],
      [4, 2, '3000', '0.230769', '230.76'],
      [3, 4, '2000', '0.153846', '153.84'],
    ]);
  });
});
