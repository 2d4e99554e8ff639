import { WalletApiPort } from '../../../src/application/wallet/ports/wallet-api.port';
import { WalletPreferencesPort } from '../../../src/application/wallet/ports/wallet-preferences.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeWalletApi } from './fake-wallet-api';
import { FakeWalletPreferences } from './fake-wallet-preferences';

declare module '../../support/fakes' {
  interface Fakes {
    walletApi: FakeWalletApi;
    walletPreferences: FakeWalletPreferences;
  }
}

/** The wallet: the ledger call and the device's hide-balances choice, in memory. */
export default capabilityFakes(() => {
  const walletApi = new FakeWalletApi();
  const walletPreferences = new FakeWalletPreferences();
  return {
    fakes: { walletApi, walletPreferences },
    overrides: [override(WalletApiPort, walletApi), override(WalletPreferencesPort, walletPreferences)],
  };
});
