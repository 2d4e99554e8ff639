import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** `public/features` (anyone) and `private/features` (the signed-in user's, their overrides included): name → on. */
export interface FeatureFlagsApiPort {
  features(signedIn: boolean): Promise<Result<Readonly<Record<string, boolean>>, TradeFailure>>;
}
export const FeatureFlagsApiPort = token<FeatureFlagsApiPort>('FeatureFlagsApiPort');
