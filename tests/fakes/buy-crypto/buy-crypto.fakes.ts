import { OnRampPort } from '../../../src/application/buy-crypto/ports/on-ramp.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeOnRamp } from './fake-on-ramp';

declare module '../../support/fakes' {
  interface Fakes {
    onRamp: FakeOnRamp;
  }
}

/** Buy crypto: the on-ramp in memory. */
export default capabilityFakes(() => {
  const onRamp = new FakeOnRamp();
  return { fakes: { onRamp }, overrides: [override(OnRampPort, onRamp)] };
});
