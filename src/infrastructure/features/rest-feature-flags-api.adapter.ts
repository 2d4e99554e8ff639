import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { FeatureFlagsApiPort } from '../../application/features/ports/feature-flags-api.port';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';

/** `{features: {name: boolean}}` (docs/protocol.md "Feature flags"); at most 200 flags. */
const featuresData = z.object({
  features: z
    .record(z.string().check(z.minLength(1), z.maxLength(60)), z.boolean())
    .check(z.refine((f) => Object.keys(f).length <= 200, 'too many flags')),
});

/** The feature flags over REST: the public call, or the private one with the session's bearer. */
@injectable()
export class RestFeatureFlagsApi implements FeatureFlagsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  features(signedIn: boolean) {
    return tradeCall(this.api, 'GET', `/social-backend-ui/${signedIn ? 'private' : 'public'}/features`, featuresData, (d) => d.features);
  }
}
