import { TreeVerifierPort } from '../../../src/application/reserves/ports/tree-verifier.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeReservesTreeVerifier } from './fake-reserves-tree-verifier';

declare module '../../support/fakes' {
  interface Fakes {
    reservesTree: FakeReservesTreeVerifier;
  }
}

/** Proof of reserves: the Merkle tree check without its worker (the REST API goes to the fake exchange). */
export default capabilityFakes(() => {
  const reservesTree = new FakeReservesTreeVerifier();
  return { fakes: { reservesTree }, overrides: [override(TreeVerifierPort, reservesTree)] };
});
