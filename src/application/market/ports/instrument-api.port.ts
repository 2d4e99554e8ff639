import type { InstrumentInfo, MarketLayout, TokenInfo } from '../../../domain/market/instrument';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** Reference data of the markets: instrument rules, tokens and the home layout (public REST). */
export interface InstrumentApiPort {
  /** Every instrument's trading rules; rows that fail validation are left out. */
  instruments(): Promise<Result<InstrumentInfo[], ErrorCode>>;
  /** Listed tokens with their full names. */
  tokens(): Promise<Result<TokenInfo[], ErrorCode>>;
  /** Highlighted symbols and symbol groups of the two layout calls. */
  layout(): Promise<Result<MarketLayout, ErrorCode>>;
}
export const InstrumentApiPort = token<InstrumentApiPort>('InstrumentApiPort');
