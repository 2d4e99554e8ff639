import Decimal from 'decimal.js';

/** A trader's profile as the social backend answers it (docs/protocol.md "Social"): decimal strings, ROI a fraction. */

/** What a trader shows to others (`user-profiles/settings`). */
export interface ProfileSettings {
  readonly showPnl: boolean;
  /** Listed on the public leaderboards (off until the member opts in). */
  readonly showOnLeaderboard: boolean;
  readonly showPortfolio: boolean;
  readonly showTradingActivity: boolean;
  readonly showPositions: boolean;
}
export const PROFILE_SETTINGS_KEYS = ['showOnLeaderboard', 'showPnl', 'showPortfolio', 'showTradingActivity', 'showPositions'] as const;

export interface ProfileSummary {
  readonly uuid: string;
  readonly coolName: string;
  readonly isMe: boolean;
  readonly following: boolean;
  readonly followers: number;
  readonly followings: number;
  readonly simulated: boolean;
  readonly style: string | null;
  readonly firstTradeTime: number | null;
  readonly lastTradeTime: number | null;
  readonly settings: ProfileSettings;
}

/** The period's figures; PnL, ROI, win rate, drawdown and Sharpe are null when the trader keeps PnL private. */
export interface ProfilePerformance {
  readonly tradingPeriod: number;
  readonly capital: string;
  readonly volume: string;
  readonly trades: number;
  readonly tradingDays: number;
  readonly pnl: string | null;
  readonly roi: string | null;
  readonly winRate: string | null;
  readonly maxDrawdown: string | null;
  readonly sharpe: string | null;
}

/** A section the trader may keep private: `hidden` and no rows for others. */
export interface Hideable<Row> {
  readonly hidden: boolean;
  readonly rows: readonly Row[];
}

export interface DailyPnlRow {
  readonly time: number;
  readonly pnl: string;
  readonly cumulativePnl: string;
  readonly cumulativeRoi: string;
}

export interface ActivityRow {
  readonly time: number;
  readonly trades: number;
  readonly volume: string;
}

export interface AssetShare {
  readonly asset: string;
  readonly volume: string;
  readonly share: string;
}

export interface OpenPositionRow {
  readonly symbol: string;
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
  readonly unrealizedPnl: string;
  readonly leverage: number;
}

/** One trader the user follows, with their 30-day figures. */
export interface FollowingRow {
  readonly uuid: string;
  readonly coolName: string;
  readonly followedTime: number;
  readonly pnl: string;
  readonly roi: string;
  readonly volume: string;
}

/** A fraction (ROI, win rate, share) as a percent decimal string: '0.0251' → '2.51'. */
export function percentOf(fraction: string): string {
  return new Decimal(fraction).times(100).toFixed();
}
