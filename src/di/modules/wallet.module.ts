import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { LoadLedger } from '../../application/wallet/load-ledger.use-case';
import { WalletApiPort } from '../../application/wallet/ports/wallet-api.port';
import { WalletPreferencesPort } from '../../application/wallet/ports/wallet-preferences.port';
import { LocalStorageWalletPreferences } from '../../infrastructure/wallet/local-storage-wallet-preferences.adapter';
import { RestWalletApi } from '../../infrastructure/wallet/rest-wallet-api.adapter';
import { LedgerStore } from '../../presentation/wallet/ledger.store';
import { WalletStatusStore } from '../../presentation/wallet/wallet-status.store';
import { WalletStore } from '../../presentation/wallet/wallet.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The wallet: the ledger call, the device's hide-balances choice, the wallet's figures, its account status (first deposit, wallet/info) and its History tab. */
export function bindWallet(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, WalletApiPort, o, RestWalletApi);
  bindPort(c, WalletPreferencesPort, o, LocalStorageWalletPreferences);
  c.bind(LoadLedger).toSelf().inTransientScope();
  c.bind(WalletStore).toSelf().inSingletonScope();
  c.bind(LedgerStore).toSelf().inSingletonScope();
  c.bind(WalletStatusStore).toSelf().inSingletonScope();
}

export default capabilityModule('wallet', bindWallet);
