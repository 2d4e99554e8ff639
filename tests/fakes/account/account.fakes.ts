import { AccountSettingsApiPort } from '../../../src/application/account/ports/account-settings-api.port';
import { DisplayChoicePort } from '../../../src/application/account/ports/display-choice.port';
import { ReferralSummaryPort } from '../../../src/application/account/ports/referral-summary.port';
import { WatchlistsApiPort } from '../../../src/application/account/ports/watchlists-api.port';
import type { DisplayChoice } from '../../../src/domain/account/account-settings';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeAccountSettingsApi } from './fake-account-settings-api';
import { FakeReferralSummary } from './fake-referral-summary';
import { FakeWatchlistsApi } from './fake-watchlists-api';

/** The display choice this device keeps (what <html> would carry). */
export class FakeDisplayChoice {
  shown: DisplayChoice = { theme: 'dark', priceColours: 'green-up' };
  keep(choice: DisplayChoice): void {
    this.shown = choice;
  }
}

declare module '../../support/fakes' {
  interface Fakes {
    accountSettingsApi: FakeAccountSettingsApi;
    watchlistsApi: FakeWatchlistsApi;
    displayChoice: FakeDisplayChoice;
    referralSummary: FakeReferralSummary;
  }
}

/** The account centre: settings, watchlists, the device's display choice and the overview's referral summary, in memory. */
export default capabilityFakes(() => {
  const accountSettingsApi = new FakeAccountSettingsApi();
  const watchlistsApi = new FakeWatchlistsApi();
  const displayChoice = new FakeDisplayChoice();
  const referralSummary = new FakeReferralSummary();
  return {
    fakes: { accountSettingsApi, watchlistsApi, displayChoice, referralSummary },
    overrides: [
      override(AccountSettingsApiPort, accountSettingsApi),
      override(WatchlistsApiPort, watchlistsApi),
      override(DisplayChoicePort, displayChoice),
      override(ReferralSummaryPort, referralSummary),
    ],
  };
});
