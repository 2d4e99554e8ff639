import type { Container } from 'inversify';
import { FeatureFlagsApiPort } from '../../application/features/ports/feature-flags-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestFeatureFlagsApi } from '../../infrastructure/features/rest-feature-flags-api.adapter';
import { FeatureFlagsStore } from '../../presentation/features/feature-flags.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Feature flags: the public/private calls and the store `useFeature` reads. */
export function bindFeatures(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, FeatureFlagsApiPort, o, RestFeatureFlagsApi);
  c.bind(FeatureFlagsStore).toSelf().inSingletonScope();
}

export default capabilityModule('features', bindFeatures);
