import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import { WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';
import { NoWithdrawChallenge } from '../../infrastructure/withdraw/no-withdraw-challenge.adapter';
import { RestWithdrawApi } from '../../infrastructure/withdraw/rest-withdraw-api.adapter';
import { AddressBookStore } from '../../presentation/withdraw/address-book.store';
import { TransferHistoryStore } from '../../presentation/withdraw/transfer-history.store';
import { WithdrawStore } from '../../presentation/withdraw/withdraw.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Withdrawals: the calls, the (empty by default) challenge step, the form, the address book and the transfer history. */
export function bindWithdraw(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, WithdrawApiPort, o, RestWithdrawApi);
  bindPort(c, WithdrawChallengePort, o, NoWithdrawChallenge);
  c.bind(AddressBookStore).toSelf().inSingletonScope();
  c.bind(TransferHistoryStore).toSelf().inSingletonScope();
  c.bind(WithdrawStore).toSelf().inSingletonScope();
}

export default capabilityModule('withdraw', bindWithdraw);
