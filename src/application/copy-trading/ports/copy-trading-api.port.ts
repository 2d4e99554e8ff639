import type { Result } from '../../../domain/shared/result';
import type {
  Copier,
  CopyHistoryRow,
  CopyLimits,
  CopySettingsView,
  CopyView,
  LeadClose,
  LeadDetail,
  LeadPeriod,
  LeadPosition,
  LeadRow,
  LeadSort,
  MyLead,
  Paged,
} from '../../../domain/copy-trading/copy-views';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface LeadBoardQuery {
  readonly period: LeadPeriod;
  readonly sortBy: LeadSort;
  readonly ascending: boolean;
  readonly hideFull: boolean;
  readonly page: number;
  readonly size: number;
}

/** Copy trading's calls (`/copy-trading-gateway/*`, docs/protocol.md "Copy trading"); failures as the trading calls'. */
export interface CopyTradingApiPort {
  leadBoard(query: LeadBoardQuery): Promise<Result<Paged<LeadRow>, TradeFailure>>;
  lead(uuid: string, period: LeadPeriod): Promise<Result<LeadDetail, TradeFailure>>;
  leadPositions(uuid: string): Promise<Result<LeadPosition[], TradeFailure>>;
  leadHistory(uuid: string, page: number, size: number): Promise<Result<Paged<LeadClose>, TradeFailure>>;
  leadCopiers(uuid: string, page: number, size: number): Promise<Result<Paged<Copier>, TradeFailure>>;
  limits(uuid: string): Promise<Result<CopyLimits, TradeFailure>>;
  copies(): Promise<Result<CopyView[], TradeFailure>>;
  start(leadUuid: string, settings: CopySettingsView): Promise<Result<CopyView, TradeFailure>>;
  edit(copyId: number, settings: CopySettingsView): Promise<Result<CopyView, TradeFailure>>;
  stop(copyId: number, closePositions: boolean): Promise<Result<CopyView, TradeFailure>>;
  history(copyId: number, page: number, size: number): Promise<Result<Paged<CopyHistoryRow>, TradeFailure>>;
  myLead(): Promise<Result<MyLead, TradeFailure>>;
  apply(terms: { profitShare: string; minCopyAmount: string; maxCopiers: number }): Promise<Result<LeadRow, TradeFailure>>;
}
export const CopyTradingApiPort = token<CopyTradingApiPort>('CopyTradingApiPort');
