import type { FeatureFlagsApiPort } from '../../../src/application/features/ports/feature-flags-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';

/** The feature flags in memory: global switches, the signed-in user's overrides, and an outage switch. */
export class FakeFeatureFlagsApi implements FeatureFlagsApiPort {
  readonly global: Record<string, boolean> = {};
  readonly mine: Record<string, boolean> = {};
  down = false;
  readonly calls: string[] = [];

  async features(signedIn: boolean): Promise<Result<Readonly<Record<string, boolean>>, TradeFailure>> {
    this.calls.push(signedIn ? 'private/features' : 'public/features');
    if (this.down) return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    return ok(signedIn ? { ...this.global, ...this.mine } : { ...this.global });
  }
}
