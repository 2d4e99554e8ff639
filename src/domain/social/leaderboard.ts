/** Leaderboard parameters (tradingPeriod, tradingType, sortBy, sortOrder). */
export const TRADING_PERIODS = [7, 30, 90] as const;
export type TradingPeriod = (typeof TRADING_PERIODS)[number];
export const TRADING_TYPES = ['SPOT', 'FUTURES'] as const;
export type TradingType = (typeof TRADING_TYPES)[number];
export const SORT_BYS = ['PNL', 'ROI', 'VOLUME'] as const;
export type SortBy = (typeof SORT_BYS)[number];
export type SortOrder = 'ASC' | 'DESC';

/** How often the simulator recomputes the figures (said on the page). */
export const LEADERBOARD_REFRESH_SECONDS = 60;

/** One row of `leaderboard-metrics` (decimal strings; ROI a fraction). */
export interface LeaderboardMetricsRow {
  rank: number;
  uuid: string;
  coolName: string;
  pnl: string;
  roi: string;
  volume: string;
}

/** One row of `trading-volume-leaderboard`. */
export interface VolumeRow {
  rank: number;
  uuid: string;
  coolName: string;
  volume: string;
}

/** A leaderboard page with the signed-in user's own row (absent when logged out or without trades). */
export interface Leaderboard<Row> {
  rows: Row[];
  me?: Row;
  updatedTime: number;
  /** Traders ranked in all (for paging). */
  total: number;
}

/** What the leaderboard page shows: PnL or ROI of all trading, or the volume of spot or of futures. */
export type LeaderboardMetric = 'PNL' | 'ROI' | 'VOLUME';

/** One trader found by cool name. */
export interface ProfileHit {
  uuid: string;
  coolName: string;
}
