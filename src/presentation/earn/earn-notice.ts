import type { TradeFailure } from '../../domain/shared/trade-failure';

/** A refusal to show: the exchange's (or our check's) message, or a failure to reach it (the view translates `unanswered`). */
export type EarnNotice = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'unanswered' };

export const noticeOf = (failure: TradeFailure): EarnNotice =>
  failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'unanswered' };
