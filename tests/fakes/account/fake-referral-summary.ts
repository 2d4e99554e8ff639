import type { ReferralSummary, ReferralSummaryPort } from '../../../src/application/account/ports/referral-summary.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';

/** `referral_info` in memory: a new member's default code with nobody referred yet, until a test sets more. */
export class FakeReferralSummary implements ReferralSummaryPort {
  value: ReferralSummary = {
    defaultCode: { id: 1, code: 'ADA2026', split: '100/0', note: '', isDefault: true, referees: 0, createdTime: Date.UTC(2026, 10, 1) },
    codes: 1,
    maxCodes: 20,
    referees: 0,
    tradedReferees: 0,
    volume: '0',
    earned30d: [],
    earnedTotal: [],
  };
  /** The next call fails with this (e.g. the exchange is down). */
  failure: TradeFailure | undefined;
  calls = 0;

  async summary(): Promise<Result<ReferralSummary, TradeFailure>> {
    this.calls += 1;
    if (this.failure) return err(this.failure);
    return ok(this.value);
  }
}
