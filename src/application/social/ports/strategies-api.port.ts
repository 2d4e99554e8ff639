import type { Result } from '../../../domain/shared/result';
import type { TradingPeriod } from '../../../domain/social/leaderboard';
import type { StrategyFigures } from '../../../domain/social/strategy';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** `public/strategies` (simulator-defined, docs/protocol.md "Social"): each strategy's figures over the period. */
export interface StrategiesApiPort {
  strategies(
    period: TradingPeriod,
  ): Promise<Result<{ readonly rows: readonly StrategyFigures[]; readonly updatedTime: number }, TradeFailure>>;
}
export const StrategiesApiPort = token<StrategiesApiPort>('StrategiesApiPort');
