import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import { WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';
import { RestWithdrawApi } from '../../infrastructure/withdraw/rest-withdraw-api.adapter';
import { AddressBookStore } from '../../presentation/withdraw/address-book.store';
import { TransferHistoryStore } from '../../presentation/withdraw/transfer-history.store';
import { WithdrawChallengeStore } from '../../presentation/withdraw/withdraw-challenge.store';
import { WithdrawStore } from '../../presentation/withdraw/withdraw.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Withdrawals: the calls, the security step (withdraw password, 2FA), the form, the address book and the transfer history. */
export function bindWithdraw(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, WithdrawApiPort, o, RestWithdrawApi);
  // the security step: a dialog for the withdraw password and the 2FA code when the account has them
  c.bind(WithdrawChallengeStore).toSelf().inSingletonScope();
  bindPort(c, WithdrawChallengePort, o, (context) => context.get(WithdrawChallengeStore));
  c.bind(AddressBookStore).toSelf().inSingletonScope();
  c.bind(TransferHistoryStore).toSelf().inSingletonScope();
  c.bind(WithdrawStore).toSelf().inSingletonScope();
}

export default capabilityModule('withdraw', bindWithdraw);
