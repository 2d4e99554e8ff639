import type { Container } from 'inversify';
import { OnRampPort } from '../../application/buy-crypto/ports/on-ramp.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestOnRamp } from '../../infrastructure/buy-crypto/rest-on-ramp.adapter';
import { BuyCryptoStore } from '../../presentation/buy-crypto/buy-crypto.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Buy crypto: the on-ramp (the simulator's by default) and the page's store. */
export function bindBuyCrypto(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, OnRampPort, o, RestOnRamp);
  c.bind(BuyCryptoStore).toSelf().inSingletonScope();
}

export default capabilityModule('buy-crypto', bindBuyCrypto);
