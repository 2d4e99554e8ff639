import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { ManageSpotMargin } from '../../application/spot-margin/manage-spot-margin.use-case';
import { SpotMarginApiPort } from '../../application/spot-margin/ports/spot-margin-api.port';
import { RestSpotMarginApi } from '../../infrastructure/spot-margin/rest-spot-margin-api.adapter';
import { SpotMarginStore } from '../../presentation/spot-margin/spot-margin.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Spot margin: the `/v3/spotMargin/*` calls, the use case, and the one store the page and the order form share. */
export function bindSpotMargin(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, SpotMarginApiPort, o, RestSpotMarginApi);
  c.bind(ManageSpotMargin).toSelf().inTransientScope();
  c.bind(SpotMarginStore).toSelf().inSingletonScope();
}

export default capabilityModule('spot-margin', bindSpotMargin);
