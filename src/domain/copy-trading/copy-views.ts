import type { CopyMode, LeverageMode } from './copy-settings';
import type { CopySkip } from './copy-sizing';

/** What the copy-trading screens show (decimal strings; fractions for ROI, rates, slippage). */
export type LeadPeriod = 7 | 30 | 90;
export const LEAD_PERIODS: readonly LeadPeriod[] = [7, 30, 90];
export type LeadSort = 'ROI' | 'PNL' | 'COPIER_PNL' | 'WIN_RATE' | 'MAX_DRAWDOWN' | 'SHARPE' | 'AUM' | 'COPIERS';
export const LEAD_SORTS: readonly LeadSort[] = ['ROI', 'PNL', 'COPIER_PNL', 'WIN_RATE', 'MAX_DRAWDOWN', 'SHARPE', 'AUM', 'COPIERS'];

export interface LeadRow {
  readonly uuid: string;
  readonly coolName: string;
  readonly roi: string;
  readonly pnl: string;
  readonly copierPnl: string;
  readonly winRate: string | null;
  readonly maxDrawdown: string;
  readonly sharpe: string | null;
  readonly aum: string;
  readonly copiers: number;
  readonly maxCopiers: number;
  readonly tradingDays: number;
  readonly minCopyAmount: string;
  readonly profitShare: string;
  /** The cumulative ROI at the end of each day of the period, oldest first (the card's sparkline; absent: none drawn). */
  readonly roiChart?: readonly string[];
}

export interface LeadDetail extends LeadRow {
  readonly period: LeadPeriod;
  readonly since: number;
  readonly daily: readonly { time: number; pnl: string; cumulativePnl: string; cumulativeRoi: string }[];
}

export interface LeadPosition {
  readonly symbol: string;
  readonly holding: string;
  readonly averageOpenPrice: string;
  readonly markPrice: string;
  readonly unrealizedPnl: string;
  readonly leverage: number;
}

export interface LeadClose {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly closedQuantity: string;
  readonly closePrice: string;
  readonly realizedPnl: string;
  readonly closedTime: number;
}

export interface Copier {
  readonly uuid: string;
  readonly coolName: string;
  readonly amount: string;
  readonly pnl: string;
  readonly since: number;
}

/** The settings as the copy screens send and show them. */
export interface CopySettingsView {
  readonly mode: CopyMode;
  readonly amount: string;
  readonly ratio: string | null;
  readonly leverageMode: LeverageMode;
  readonly leverage: number | null;
  readonly symbols: readonly string[];
  readonly maxOrderAmount: string | null;
  readonly maxSlippage: string;
  readonly takeProfit: string | null;
  readonly stopLoss: string | null;
  readonly portfolioStopLoss: string | null;
}

/** The bounds of the copy dialog for one lead trader (`copy-settings/{uuid}`). */
export interface CopyLimits {
  readonly leadUuid: string;
  readonly minCopyAmount: string;
  readonly maxCopyAmount: string;
  readonly minRatio: string;
  readonly maxRatio: string;
  readonly minSlippage: string;
  readonly maxSlippage: string;
  readonly maxLeverage: number;
  readonly profitShare: string;
  readonly available: string;
  readonly symbols: readonly string[];
  readonly full: boolean;
  /** The running copy of this lead trader, if the user has one. */
  readonly copyId: number | null;
}

export interface CopyPositionView {
  readonly symbol: string;
  readonly quantity: string;
  readonly entryPrice: string;
  readonly markPrice: string;
  readonly unrealizedPnl: string;
}

export interface CopyView {
  readonly copyId: number;
  readonly leadUuid: string;
  readonly leadCoolName: string;
  readonly status: 'RUNNING' | 'STOPPED';
  readonly settings: CopySettingsView;
  readonly createdTime: number;
  readonly stoppedTime: number | null;
  readonly stopReason: 'USER' | 'PORTFOLIO_STOP_LOSS' | null;
  readonly closedOnStop: boolean | null;
  readonly pnl: string;
  /** Net realised: Σ realised − Σ trading fees − Σ copy fees. */
  readonly realizedPnl: string;
  readonly fees: string;
  /** Σ COPY_FEE paid (2 bps of each filled copied order's notional; ADR 0022 amendment). */
  readonly copyFees: string;
  readonly profitShared: string;
  readonly roi: string;
  readonly positions: readonly CopyPositionView[];
}

export interface CopyHistoryRow {
  readonly id: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly kind: 'OPEN' | 'CLOSE' | 'TAKE_PROFIT' | 'STOP_LOSS' | 'STOP';
  readonly status: 'FILLED' | 'PARTIAL' | 'SKIPPED';
  readonly skipReason: CopySkip | null;
  readonly note: string;
  readonly leadPrice: string | null;
  readonly leadQuantity: string | null;
  readonly quantity: string;
  readonly executedPrice: string | null;
  readonly executedQuantity: string | null;
  /** The COPY_FEE this order paid (null: skipped, nothing executed). */
  readonly copyFee: string | null;
  readonly createdTime: number;
}

/** The user's own lead-trader state (`private/lead-trader`). */
export interface MyLead {
  readonly lead: LeadRow | null;
  readonly maxProfitShare: string;
  readonly copiers: readonly Copier[];
}

export interface Paged<T> {
  readonly rows: readonly T[];
  readonly total: number;
}
