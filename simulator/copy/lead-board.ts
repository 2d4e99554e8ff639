import Decimal from 'decimal.js';
import { cumulative, cumulativeRoi, maxDrawdown, roi, sharpe, sinceFirstTradingDay } from '../../src/domain/social/trader-metrics';
import { fromScaled } from '../trading/scaled';
import type { CopyService } from './copy-service';
import type { LeadRecord } from './copy-state';

const num = (v: string | Decimal): number => Number(new Decimal(v).toDecimalPlaces(8).toFixed());

export type LeadSort = 'ROI' | 'PNL' | 'COPIER_PNL' | 'WIN_RATE' | 'MAX_DRAWDOWN' | 'SHARPE' | 'AUM' | 'COPIERS';

/** A lead trader's row of `promoted-leaderboard-metrics` (numbers on the wire, fractions for ROI and rates). */
export interface LeadRow {
  uuid: string;
  coolName: string;
  roi: number;
  pnl: number;
  copierPnl: number;
  winRate: number | null;
  maxDrawdown: number;
  sharpe: number | null;
  aum: number;
  copiers: number;
  maxCopiers: number;
  tradingDays: number;
  minCopyAmount: number;
  profitShare: number;
  simulated: boolean;
  /** The cumulative ROI at the end of each day of the period, oldest first (the card's sparkline). */
  roiChart: number[];
}

/** The lead traders' figures over a period (the social figures of their fills) with their copiers' totals. */
export class LeadBoard {
  constructor(private readonly copy: CopyService) {}

  async row(lead: LeadRecord, period: number): Promise<LeadRow> {
    const metrics = await this.copy.social.fresh();
    const capital = fromScaled(metrics.figures.get(lead.userId)?.capital ?? 0n);
    const days = metrics.daily(lead.userId, period);
    const daily = days.map((d) => fromScaled(d.pnl));
    const pnl = daily.reduce((s, p) => s.plus(p), new Decimal(0)).toFixed();
    const closes = days.reduce((s, d) => s + d.closes, 0);
    const wins = days.reduce((s, d) => s + d.wins, 0);
    // the Sharpe ratio's series starts on the first trading day (the days before are no returns)
    const ratio = sharpe(
      sinceFirstTradingDay(days).map((d) => fromScaled(d.pnl)),
      capital,
    );
    const copies = [...this.copy.state.copies.values()].filter((c) => c.leadUserId === lead.userId);
    const running = copies.filter((c) => c.status === 'RUNNING');
    return {
      uuid: this.copy.social.remember(lead.userId),
      coolName: this.copy.social.nameOf(lead.userId),
      roi: num(roi(pnl, capital)),
      pnl: num(pnl),
      copierPnl: num(copies.reduce((s, c) => s.plus(this.copy.pnl(c)), new Decimal(0))),
      winRate: closes > 0 ? num(new Decimal(wins).div(closes)) : null,
      maxDrawdown: num(maxDrawdown(daily, capital)),
      sharpe: ratio !== undefined ? num(ratio) : null,
      aum: num(running.reduce((s, c) => s.plus(c.settings.amount), new Decimal(0))),
      copiers: running.length,
      maxCopiers: lead.maxCopiers,
      tradingDays: days.filter((d) => d.trades > 0).length,
      minCopyAmount: num(lead.minCopyAmount),
      profitShare: num(lead.profitShare),
      simulated: lead.simulated,
      roiChart: cumulativeRoi(daily, capital).map((r) => num(r)),
    };
  }

  /** Every lead trader's row, sorted (ties by uuid; idle ones last), optionally without the full ones. */
  async rows(period: number, sortBy: LeadSort, ascending: boolean, hideFull: boolean): Promise<LeadRow[]> {
    const rows = await Promise.all([...this.copy.state.leads.values()].map((l) => this.row(l, period)));
    const key: Record<LeadSort, (r: LeadRow) => number> = {
      ROI: (r) => r.roi,
      PNL: (r) => r.pnl,
      COPIER_PNL: (r) => r.copierPnl,
      WIN_RATE: (r) => r.winRate ?? -1,
      MAX_DRAWDOWN: (r) => r.maxDrawdown,
      SHARPE: (r) => r.sharpe ?? Number.NEGATIVE_INFINITY,
      AUM: (r) => r.aum,
      COPIERS: (r) => r.copiers,
    };
    // lead traders without a trade in the period come last whatever the order (an idle 0 % ROI is no rank)
    return rows
      .filter((r) => !hideFull || r.copiers < r.maxCopiers)
      .sort(
        (x, y) =>
          Number(x.tradingDays === 0) - Number(y.tradingDays === 0) ||
          (ascending ? 1 : -1) * (key[sortBy](x) - key[sortBy](y)) ||
          x.uuid.localeCompare(y.uuid),
      );
  }

  /** The daily series for the lead's chart (as the profile's `overview`). */
  async daily(userId: number, period: number) {
    const metrics = await this.copy.social.fresh();
    const capital = fromScaled(metrics.figures.get(userId)?.capital ?? 0n);
    const days = metrics.daily(userId, period);
    const daily = days.map((d) => fromScaled(d.pnl));
    const cum = cumulative(daily);
    const cumRoi = cumulativeRoi(daily, capital);
    return days.map((d, i) => ({ time: d.day, pnl: num(daily[i]!), cumulativePnl: num(cum[i]!), cumulativeRoi: num(cumRoi[i]!) }));
  }

  /** Open perpetual positions with unrealised PnL at the mark. */
  positions(userId: number) {
    const a = this.copy.trading.accounts.get(userId);
    return [...(a?.positions.values() ?? [])]
      .filter((p) => p.holding !== '0')
      .map((p) => {
        const mark = this.copy.trading.markPrice(p.symbol);
        return {
          symbol: p.symbol,
          holding: num(p.holding),
          averageOpenPrice: num(p.averageOpenPrice),
          markPrice: num(mark),
          unrealizedPnl: num(mark.minus(p.averageOpenPrice).times(p.holding)),
          leverage: p.leverage,
          openingTime: p.openingTime,
        };
      });
  }

  /** Closes (fills with realised PnL) of perpetual positions, newest first. */
  positionHistory(userId: number) {
    const fills = this.copy.trading.accounts.get(userId)?.fills ?? [];
    return fills
      .filter((f) => f.symbol.startsWith('PERP_') && !new Decimal(f.realizedPnl).isZero())
      .reverse()
      .map((f) => ({
        symbol: f.symbol,
        side: f.side,
        closedQuantity: num(f.executedQuantity),
        closePrice: num(f.executedPrice),
        realizedPnl: num(f.realizedPnl),
        closedTime: f.executedTimestamp,
      }));
  }

  /** The lead's copiers (running copies), largest amount first. */
  copiers(userId: number) {
    return this.copy.state
      .running(userId)
      .sort((a, b) => new Decimal(b.settings.amount).cmp(a.settings.amount) || a.copyId - b.copyId)
      .map((c) => ({
        uuid: this.copy.social.remember(c.userId),
        coolName: this.copy.social.nameOf(c.userId),
        amount: num(c.settings.amount),
        pnl: num(this.copy.pnl(c)),
        since: c.createdTime,
      }));
  }
}
