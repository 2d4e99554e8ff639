import type { Container } from 'inversify';
import { ComputeUserHashes } from '../../application/reserves/compute-user-hashes.use-case';
import { LoadAudits } from '../../application/reserves/load-audits.use-case';
import { LoadBalanceSheet } from '../../application/reserves/load-balance-sheet.use-case';
import { HasherPort } from '../../application/reserves/ports/hasher.port';
import { ReservesApiPort } from '../../application/reserves/ports/reserves-api.port';
import { TreeVerifierPort } from '../../application/reserves/ports/tree-verifier.port';
import { VerifyMyAccount } from '../../application/reserves/verify-my-account.use-case';
import type { AppConfig } from '../../application/shared/app-config';
import { Sha256Hasher } from '../../infrastructure/reserves/sha256-hasher.adapter';
import { RestReservesApi } from '../../infrastructure/reserves/rest-reserves-api.adapter';
import { MerkleWorkerFactory, WorkerTreeVerifier } from '../../infrastructure/reserves/worker-tree-verifier.adapter';
import { AccountAuditStore } from '../../presentation/reserves/account-audit.store';
import { AuditsStore } from '../../presentation/reserves/audits.store';
import { BalanceSheetStore } from '../../presentation/reserves/balance-sheet.store';
import { ReservesCheckStore } from '../../presentation/reserves/reserves-check.store';
import type { Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/** Proof of reserves: the balance sheet, the audits, the in-browser Merkle check and the account audit page. */
export function bindReserves(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, ReservesApiPort, o, RestReservesApi);
  bindPort(c, HasherPort, o, Sha256Hasher);
  c.bind(MerkleWorkerFactory).toConstantValue(() =>
    import('../../infrastructure/reserves/create-merkle-worker').then((m) => m.createMerkleWorker()),
  );
  bindPort(c, TreeVerifierPort, o, WorkerTreeVerifier);
  c.bind(LoadBalanceSheet).toSelf().inTransientScope();
  c.bind(LoadAudits).toSelf().inTransientScope();
  c.bind(VerifyMyAccount).toSelf().inTransientScope();
  c.bind(ComputeUserHashes).toSelf().inTransientScope();
  c.bind(BalanceSheetStore).toSelf().inSingletonScope();
  c.bind(AuditsStore).toSelf().inSingletonScope();
  c.bind(ReservesCheckStore).toSelf().inSingletonScope();
  c.bind(AccountAuditStore).toSelf().inTransientScope();
}

export default capabilityModule('reserves', bindReserves);
