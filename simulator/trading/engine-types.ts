import type { OrderRequest } from '../../src/domain/trade/orders/order';
import type { MarginMode, PositionSide } from './records';
import type { WalletTransferRecord } from '../wallet/wallet-records';
import type { EarnRecord } from '../earn/earn-records';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { CopyRow } from '../copy/copy-rows';
import type { AlgoRecord } from './algo-records';
import type { AssetTransferRecord, ConversionRecord } from './records';

/** Codes beyond the shared validation's: maintenance and "rejected by an internal module" (post-only, reduce-only). */
export const TradeCodes = { Maintenance: -1011, Rejected: -1012 } as const;

export interface PlaceInput extends OrderRequest {
  readonly clientOrderId?: string;
  /** Perpetuals: the margin mode (default: the symbol's) and the position side (hedge mode: LONG or SHORT). */
  readonly marginMode?: MarginMode;
  readonly positionSide?: PositionSide;
}

export interface AmendInput {
  readonly orderId?: number;
  readonly clientOrderId?: string;
  readonly price?: string;
  readonly quantity?: string;
}

export interface TradingEngineOptions {
  readonly clock: () => number;
  readonly onError?: (error: unknown) => void;
  readonly fundingIntervalMs?: number; // SIM_FUNDING_INTERVAL_MS (default 8 h)
}

/** The stored rows `TradingEngine.start` reads for the services that own them. */
export interface LoadedRows {
  readonly algos: AlgoRecord[];
  readonly conversions: ConversionRecord[];
  readonly transfers: AssetTransferRecord[];
  readonly wallet: WalletTransferRecord[];
  readonly earn: EarnRecord[];
  readonly growth: GrowthRow[];
  readonly copy: CopyRow[];
}
