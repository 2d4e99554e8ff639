import type { Ledger } from '../../../../simulator/trading/ledger';

/**
 * The ledger's invariants over the whole store after every test of the simulator's suites. The shared
 * harnesses (simulator-fixture.ts `testSimulator`, trading/engine-harness.ts `harness`) register each ledger they
 * start here; one afterEach per test file audits every ledger still open (ledger.ts `audit`: holdings ≥ 0, frozen ≤
 * holding, Σ rows = holding − unpaid interest, balanceAfter = Σ rows) and fails the test with what it found.
 */
const open = new Set<Ledger>();

// registered when a harness module is first imported (a test file's top level: jest allows hooks only there)
if (typeof afterEach === 'function') {
  afterEach(() => {
    const problems = [...open].flatMap((l) => l.audit());
    if (problems.length > 0) throw new Error(`ledger invariants broken after the test:\n${problems.slice(0, 20).join('\n')}`);
  });
}

export function auditAfterEachTest(ledger: Ledger): () => void {
  open.add(ledger);
  return () => open.delete(ledger);
}
