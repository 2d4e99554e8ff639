import { RestCompetitionsApi } from '../../../../src/infrastructure/campaigns/rest-competitions-api.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestCompetitionsApi(client) };
}

const campaign = {
  campaignId: 'EZPZ_COMPETITION',
  title: 'EZPZ spot competition',
  summary: 'Trade spot.',
  status: 'ENDED',
  startTime: 1000,
  endTime: 2000,
  metric: 'VOLUME',
  scope: { spot: true, futures: false, symbols: null },
  volumeCap: 100000,
  minVolume: 50,
  prizeToken: 'USDT',
  prizePool: 2700,
  tiers: [
    { fromRank: 1, toRank: 1, amount: 1000 },
    { fromRank: 2, toRank: 2, amount: 600 },
  ],
  participants: 2,
  milestones: null,
};
const me = {
  signedUp: true,
  signedUpTime: 1500,
  rank: 2,
  qualified: true,
  value: 100.5,
  volume: 100.5,
  pnl: 0,
  roi: null,
  trades: 1,
  progress: 1,
  prize: 600,
  badges: ['JOINED'],
};
const PATH = '/social-backend-ui/private/campaigns/EZPZ_COMPETITION';

describe('RestCompetitionsApi.campaign: the prizes paid when a campaign ends', () => {
  it('maps when the prizes were paid and what the member was credited (decimal strings)', async () => {
    const { http, api } = setup();
    http.succeed('GET', PATH, { ...campaign, prizesPaidTime: 2001, me: { ...me, paidPrize: 600 } });
    const r = await api.campaign('EZPZ_COMPETITION', true);
    expect(r).toMatchObject({
      ok: true,
      value: { campaign: { status: 'ENDED', prizesPaidTime: 2001 }, me: { rank: 2, prize: '600', paidPrize: '600' } },
    });
  });

  it('a null or missing payout (not paid yet, nothing won, or a host that does not say) leaves both out', async () => {
    const { http, api } = setup();
    http.succeed('GET', PATH, { ...campaign, prizesPaidTime: null, me: { ...me, paidPrize: null } });
    const r = await api.campaign('EZPZ_COMPETITION', true);
    expect(r.ok && 'prizesPaidTime' in r.value.campaign).toBe(false);
    expect(r.ok && r.value.me !== undefined && 'paidPrize' in r.value.me).toBe(false);
    http.succeed('GET', PATH, { ...campaign, me });
    const bare = await api.campaign('EZPZ_COMPETITION', true);
    expect(bare).toMatchObject({ ok: true, value: { campaign: { campaignId: 'EZPZ_COMPETITION' }, me: { prize: '600' } } });
    expect(bare.ok && 'prizesPaidTime' in bare.value.campaign).toBe(false);
  });

  it('refuses a payout that is not a number', async () => {
    const { http, api } = setup();
    http.succeed('GET', PATH, { ...campaign, prizesPaidTime: 'soon', me });
    expect((await api.campaign('EZPZ_COMPETITION', true)).ok).toBe(false);
  });
});

describe("RestCompetitionsApi.mmDashboard: when a finished epoch's rewards were paid", () => {
  const board = {
    program: 'SPOT',
    epochId: 7,
    rewardPool: 10000,
    totalMakerVolume: 400,
    rows: [{ rank: 1, uuid: 'u1', coolName: 'Maker', makerVolume: 400, share: 1, reward: 10000 }],
  };

  it('maps paidTime, and leaves it out while the epoch runs', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/social-backend-ui/public/market-makers-dashboards/7', { ...board, paidTime: 1234 });
    expect(await api.mmDashboard('SPOT', 7)).toMatchObject({ ok: true, value: { paidTime: 1234, rows: [{ reward: '10000' }] } });
    http.succeed('GET', '/social-backend-ui/public/market-makers-dashboards/7', { ...board, paidTime: null });
    const running = await api.mmDashboard('SPOT', 7);
    expect(running.ok && 'paidTime' in running.value).toBe(false);
  });
});
