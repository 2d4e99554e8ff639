import Decimal from 'decimal.js';
import {
  cumulative,
  cumulativeRoi,
  maxDrawdown,
  roi,
  sharpe,
  sinceFirstTradingDay,
  TRADING_DAYS_PER_YEAR,
} from '../../src/domain/social/trader-metrics';
import { fromScaled, ONE } from '../trading/scaled';
import { wireNumber } from './social-metrics';
import type { ProfileSettings } from './social-repository';
import type { SocialService } from './social-service';

const num = (text: string): number => Number(new Decimal(text).toDecimalPlaces(8).toFixed());

/** The profile calls' answers for one trader (`user-profiles/{uuid}/…`), each honouring the trader's settings. */
export class ProfileViews {
  constructor(private readonly social: SocialService) {}

  /** The trader's settings, or every section public when the viewer is the trader. */
  private async visible(userId: number, viewer: number): Promise<ProfileSettings> {
    return userId === viewer
      ? { showPnl: true, showPortfolio: true, showTradingActivity: true, showPositions: true, showOnLeaderboard: true }
      : this.social.repo.settings(userId);
  }

  async summary(userId: number, viewer: number) {
    const metrics = await this.social.fresh();
    const f = metrics.figures.get(userId);
    const following = (await this.social.repo.followings(viewer)).some((x) => x.userId === userId);
    const settings = await this.social.repo.settings(userId);
    // a real account's cool name as saved now (the leaderboards learn it with their once-a-minute refresh)
    if (!this.social.traders.trader(userId))
      this.social.setCoolName(userId, (await this.social.accounts.findAccountById(userId))?.coolName ?? null);
    return {
      uuid: this.social.remember(userId),
      coolName: this.social.nameOf(userId),
      isMe: userId === viewer,
      following,
      followers: await this.social.repo.followerCount(userId),
      followings: (await this.social.repo.followings(userId)).length,
      simulated: this.social.traders.trader(userId) !== undefined,
      style: this.social.traders.trader(userId)?.style ?? null,
      firstTradeTime: f?.firstTradeTime || null,
      lastTradeTime: f?.lastTradeTime || null,
      settings,
    };
  }

  /** PnL, ROI, win rate, max drawdown and Sharpe (daily returns, annualised × √365) over the period. */
  async performance(userId: number, viewer: number, period: number) {
    const metrics = await this.social.fresh();
    const show = await this.visible(userId, viewer);
    const capital = fromScaled(metrics.figures.get(userId)?.capital ?? 0n);
    const days = metrics.daily(userId, period);
    const daily = days.map((d) => fromScaled(d.pnl));
    const pnl = daily.reduce((s, p) => s.plus(p), new Decimal(0)).toFixed();
    const closes = days.reduce((s, d) => s + d.closes, 0);
    const wins = days.reduce((s, d) => s + d.wins, 0);
    // the Sharpe ratio's series starts on the first trading day (the days before are no returns)
    const ratio = sharpe(
      sinceFirstTradingDay(days).map((d) => fromScaled(d.pnl)),
      capital,
    );
    return {
      tradingPeriod: period,
      capital: num(capital),
      annualisationDays: TRADING_DAYS_PER_YEAR,
      volume: wireNumber(days.reduce((s, d) => s + d.volume, 0n)),
      trades: days.reduce((s, d) => s + d.trades, 0),
      tradingDays: days.filter((d) => d.trades > 0).length,
      pnl: show.showPnl ? num(pnl) : null,
      roi: show.showPnl ? num(roi(pnl, capital)) : null,
      winRate: show.showPnl && closes > 0 ? num(new Decimal(wins).div(closes).toFixed()) : null,
      maxDrawdown: show.showPnl ? num(maxDrawdown(daily, capital)) : null,
      sharpe: show.showPnl && ratio !== undefined ? num(ratio) : null,
    };
  }

  /** Daily PnL with the cumulative PnL and ROI (the charts). */
  async overview(userId: number, viewer: number, period: number) {
    const metrics = await this.social.fresh();
    if (!(await this.visible(userId, viewer)).showPnl) return { hidden: true, rows: [] };
    const capital = fromScaled(metrics.figures.get(userId)?.capital ?? 0n);
    const days = metrics.daily(userId, period);
    const daily = days.map((d) => fromScaled(d.pnl));
    const cum = cumulative(daily);
    const cumRoi = cumulativeRoi(daily, capital);
    return {
      hidden: false,
      rows: days.map((d, i) => ({ time: d.day, pnl: num(daily[i]!), cumulativePnl: num(cum[i]!), cumulativeRoi: num(cumRoi[i]!) })),
    };
  }

  async tradingActivity(userId: number, viewer: number, period: number) {
    const metrics = await this.social.fresh();
    if (!(await this.visible(userId, viewer)).showTradingActivity) return { hidden: true, rows: [] };
    return {
      hidden: false,
      rows: metrics.daily(userId, period).map((d) => ({ time: d.day, trades: d.trades, volume: wireNumber(d.volume) })),
    };
  }

  /** Asset preference: each base asset's share of all the trader's volume. */
  async portfolio(userId: number, viewer: number) {
    const metrics = await this.social.fresh();
    if (!(await this.visible(userId, viewer)).showPortfolio) return { hidden: true, rows: [] };
    const assets = [...(metrics.figures.get(userId)?.assets ?? new Map<string, bigint>())];
    const total = assets.reduce((s, [, v]) => s + v, 0n);
    const rows = assets
      .filter(([, v]) => v > 0n)
      .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))
      .map(([asset, v]) => ({ asset, volume: wireNumber(v), share: wireNumber((v * ONE) / total) }));
    return { hidden: false, rows };
  }

  /** Open perpetual positions with unrealised PnL at the mark. */
  async extendedPortfolio(userId: number, viewer: number) {
    if (!(await this.visible(userId, viewer)).showPositions) return { hidden: true, rows: [] };
    const a = this.social.trading.accounts.get(userId);
    const rows = [...(a?.positions.values() ?? [])]
      .filter((p) => p.holding !== '0')
      .map((p) => {
        const mark = this.social.trading.markPrice(p.symbol);
        const unrealised = mark.minus(p.averageOpenPrice).times(p.holding);
        return {
          symbol: p.symbol,
          holding: num(p.holding),
          averageOpenPrice: num(p.averageOpenPrice),
          markPrice: num(mark.toFixed()),
          unrealizedPnl: num(unrealised.toFixed()),
          leverage: p.leverage,
        };
      });
    return { hidden: false, rows };
  }
}
