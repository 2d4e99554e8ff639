import type { Container } from 'inversify';
import { AccountSettingsApiPort } from '../../application/account/ports/account-settings-api.port';
import { DisplayChoicePort } from '../../application/account/ports/display-choice.port';
import { ReferralSummaryPort } from '../../application/account/ports/referral-summary.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestAccountSettingsApi } from '../../infrastructure/account/rest-account-settings-api.adapter';
import { RestReferralSummary } from '../../infrastructure/account/rest-referral-summary.adapter';
import { LocalDisplayChoice } from '../../infrastructure/display/local-display-choice.adapter';
import { AccountOverviewStore } from '../../presentation/account/overview/account-overview.store';
import { AccountSettingsStore } from '../../presentation/account/settings/account-settings.store';
import { WatchlistsStore } from '../../presentation/account/settings/watchlists.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/**
 * The account centre's overview and settings. The watchlist calls are bound with the market
 * module (the markets page's stars use them too).
 */
export function bindAccount(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, AccountSettingsApiPort, o, RestAccountSettingsApi);
  bindPort(c, DisplayChoicePort, o, LocalDisplayChoice);
  bindPort(c, ReferralSummaryPort, o, RestReferralSummary);
  c.bind(AccountSettingsStore).toSelf().inSingletonScope();
  c.bind(AccountOverviewStore).toSelf().inSingletonScope();
  c.bind(WatchlistsStore).toSelf().inSingletonScope();
}

export default capabilityModule('account', bindAccount);
