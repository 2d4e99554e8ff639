import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ErrorCode } from '../../domain/shared/error-code';

/** What a failed call left for a view to translate: the transport's code, or Unknown for a refusal (its message is shown elsewhere). */
export const failureCode = (failure: TradeFailure): ErrorCode => (failure.kind === 'unanswered' ? failure.error : ErrorCode.Unknown);
