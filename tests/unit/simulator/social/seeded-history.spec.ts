import type { RunningSimulator } from '../../../../simulator/server';
import { seededHistory, SEEDED_CAPITAL } from '../../../../simulator/social/seeded-history';
import { SIMULATED_TRADER_BASE_ID, type SimulatedTrader } from '../../../../simulator/social/simulated-traders';
import { DAY_MS, TraderFigures, type DayFigures } from '../../../../simulator/social/trader-figures';
import { fromScaled, toScaled } from '../../../../simulator/trading/scaled';
import { call, testSimulator } from '../support/simulator-fixture';

const trader = (style: SimulatedTrader['style'], i: number): SimulatedTrader => ({
  userId: SIMULATED_TRADER_BASE_ID + i,
  uuid: `u${i}`,
  coolName: `T${i}`,
  style,
  symbols: ['PERP_BTC_USDT'],
  notional: 200,
  activity: 0.9,
});
const day = (pnl: string, volume: string, trades: number, closes: number, wins: number): DayFigures => ({
  spotVolume: 0n,
  futuresVolume: toScaled(volume),
  spotPnl: 0n,
  futuresPnl: toScaled(pnl),
  trades,
  closes,
  wins,
});

describe('seeded track record of the simulated traders', () => {
  const today = 20_000;

  it('is the same for the same seed and trader, and differs between traders', () => {
    const a = seededHistory(trader('trend', 1), 7, today, 90);
    expect(seededHistory(trader('trend', 1), 7, today, 90)).toEqual(a);
    expect(seededHistory(trader('trend', 2), 7, today, 90).days).not.toEqual(a.days);
    expect([...a.days.keys()].every((d) => d >= today - 90 && d < today)).toBe(true);
    expect(a.capital).toBe(SEEDED_CAPITAL);
    expect(fromScaled(a.capital)).toBe('10000');
  });

  it('gives winners and losers with 30-day ROIs in a believable range', () => {
    const rois = Array.from({ length: 200 }, (_, i) => {
      const h = seededHistory(trader((['scalper', 'trend', 'contrarian', 'hodler', 'swing'] as const)[i % 5], i), 11, today, 90);
      let pnl = 0n;
      for (const [d, f] of h.days) if (d >= today - 30) pnl += f.spotPnl + f.futuresPnl;
      return Number(fromScaled(pnl)) / 10000;
    });
    expect(rois.some((r) => r > 0.05)).toBe(true);
    expect(rois.some((r) => r < -0.02)).toBe(true);
    expect(Math.min(...rois)).toBeGreaterThan(-0.45);
    expect(Math.max(...rois)).toBeLessThan(0.8);
  });

  it('adds prior days to the figures: a window is the sum of its days, the first trade moves back, capital is kept', () => {
    const f = new TraderFigures(SIMULATED_TRADER_BASE_ID + 1);
    const days = new Map([
      [100, day('12.5', '1000', 4, 2, 1)],
      [101, day('-3', '500', 2, 1, 0)],
      [103, day('7.25', '250', 1, 1, 1)],
      [110, day('100', '9000', 9, 5, 4)],
    ]);
    f.addPriorDays(days, toScaled('10000'));
    // days 100 … 106: 12.5 − 3 + 7.25 = 16.75 USDT on 1000 + 500 + 250 = 1750 USDT, 4 + 2 + 1 = 7 trades
    expect(f.window(100, 106)).toEqual({
      spotPnl: 0n,
      futuresPnl: toScaled('16.75'),
      spotVolume: 0n,
      futuresVolume: toScaled('1750'),
      trades: 7,
    });
    expect(f.window(101, 110).futuresPnl).toBe(toScaled('104.25'));
    expect(f.firstTradeTime).toBe(100 * DAY_MS);
    expect(f.lastTradeTime).toBe(110 * DAY_MS);
    expect(f.capital).toBe(toScaled('10000'));
    // the account's first USDT deposit replaces the seeded capital (it is not counted twice)
    f.update([], [{ type: 'DEPOSIT', token: 'USDT', amount: '10000' } as never]);
    expect(f.capital).toBe(toScaled('10000'));
  });

  describe('in a running simulator', () => {
    let sim: RunningSimulator;
    beforeAll(async () => {
      sim = await testSimulator({ seed: 'history', socialTraders: { count: 20, intervalMs: 0, historyDays: 90 } });
    });
    afterAll(() => sim.close());

    it('shows only simulated traders with their record, without a fill, a ledger row or a balance', async () => {
      const social = sim.simulator.social.service;
      const ids = [...social.metrics.figures.keys()];
      expect(ids).toHaveLength(20);
      expect(ids.every((id) => id > SIMULATED_TRADER_BASE_ID)).toBe(true);
      for (const id of ids) expect(social.trading.accounts.get(id)).toBeUndefined();
      const rows = (await call(sim, '/api/social-backend-ui/public/leaderboard-metrics?tradingPeriod=30&sortBy=ROI&size=20')).json().data
        .rows as { roi: number }[];
      expect(rows.length).toBeGreaterThan(10);
      expect(new Set(rows.map((r) => r.roi)).size).toBe(rows.length);
      expect(rows[0]!.roi).toBeGreaterThan(0);
    });

    it('gives the simulated lead traders credible, different figures and a chart that sums the seeded days', async () => {
      const board = (
        await call(sim, '/api/copy-trading-gateway/public/lead-trader-dashboard/promoted-leaderboard-metrics?period=30&sortBy=ROI&size=20')
      ).json().data.rows as {
        uuid: string;
        roi: number;
        pnl: number;
        sharpe: number | null;
        winRate: number | null;
        tradingDays: number;
        maxDrawdown: number;
      }[];
      expect(board.length).toBeGreaterThan(1);
      expect(board.every((r) => r.tradingDays > 0 && r.winRate !== null && r.sharpe !== null)).toBe(true);
      expect(new Set(board.map((r) => r.sharpe)).size).toBe(board.length);
      expect(board.some((r) => r.maxDrawdown > 0)).toBe(true);
      const lead = board[0]!;
      const detail = (await call(sim, `/api/copy-trading-gateway/public/lead-traders/${lead.uuid}?period=7`)).json().data;
      const social = sim.simulator.social.service;
      const figures = social.metrics.figures.get(social.userIdOf(lead.uuid))!;
      const today = Math.floor(Date.now() / DAY_MS);
      // the 7-day PnL is the sum of the seeded figures of the 7 days up to today (today has no fill yet)
      let pnl = 0n;
      for (let d = today - 6; d <= today; d += 1) pnl += (figures.days.get(d)?.futuresPnl ?? 0n) + (figures.days.get(d)?.spotPnl ?? 0n);
      expect(detail.pnl).toBeCloseTo(Number(fromScaled(pnl)), 6);
      expect(detail.daily).toHaveLength(7);
      expect(detail.daily[6].cumulativePnl).toBeCloseTo(detail.pnl, 6);
    });
  });
});
