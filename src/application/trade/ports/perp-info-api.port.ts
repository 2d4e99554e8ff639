import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import type { LeverageTier } from '../../../domain/trade/perps/leverage';
import { token } from '../../shared/token';

/** A perpetual's public figures besides its rules: the futures multiplier and the insurance fund. */
export interface PerpExtras {
  /** undefined when the exchange lists none for the symbol. */
  readonly multiplier: string | undefined;
  readonly insuranceFund: { readonly token: string; readonly balance: string } | undefined;
}

/**
 * The public perpetual calls: `/instrument/v4/public/leverageLimitations` (the leverage tiers),
 * `/instrument/v4/public/futures_multiplier_config` and `/instrument/v4/public/insuranceFund`.
 */
export interface PerpInfoApiPort {
  /** The symbol's tiers, ascending by notional (empty when none are listed). */
  leverageTiers(symbol: string): Promise<Result<readonly LeverageTier[], ErrorCode>>;
  extras(symbol: string): Promise<Result<PerpExtras, ErrorCode>>;
}
export const PerpInfoApiPort = token<PerpInfoApiPort>('PerpInfoApiPort');
