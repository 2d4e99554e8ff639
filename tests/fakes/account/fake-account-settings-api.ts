import type {
  AccountSettingsApiPort,
  MaintenanceNotice,
  SurveyTheme,
} from '../../../src/application/account/ports/account-settings-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import {
  DEFAULT_SETTINGS,
  THEMES,
  availableProducts,
  defaultLeverageProblem,
  pushTokenValid,
  surveyProblem,
  withAlertHidden,
  type AccountPreferences,
  type AccountSettings,
  type AlertType,
  type LossChargeMode,
} from '../../../src/domain/account/account-settings';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string): Result<never, TradeFailure> => err({ kind: 'refused', code: -1005, message, status: 400 });
const EU = ['DE', 'FR', 'ES', 'IT', 'NL'];

/** The account's settings in memory with the simulator's rules; `calls` records each call by its spec name. */
export class FakeAccountSettingsApi implements AccountSettingsApiPort {
  settingsNow: AccountSettings = DEFAULT_SETTINGS;
  readonly calls: string[] = [];
  readonly survey: { themeId: string; score: number; comment: string }[] = [];
  /** Refuses `update_position_mode` with this message (a position is open). */
  positionModeRefusal: string | undefined;
  positionMode: 'ONE_WAY' | 'HEDGE_MODE' = 'ONE_WAY';
  maintenanceNow: MaintenanceNotice = { maintenance: false, message: '', estimatedEndTime: 0 };
  now = Date.UTC(2026, 10, 22, 12);

  private change(c: Partial<AccountSettings>): AccountSettings {
    return (this.settingsNow = { ...this.settingsNow, ...c });
  }

  async settings() {
    this.calls.push('account');
    return ok(this.settingsNow);
  }
  async savePreferences(c: Partial<AccountPreferences>) {
    this.calls.push('account');
    return ok(this.change(c));
  }
  async themes() {
    this.calls.push('themes');
    return ok(THEMES);
  }
  async switchRegion(region: string) {
    this.calls.push('switch_region');
    return /^[A-Z]{2}$/.test(region) ? ok(this.change({ region })) : refused(`region: ${region} is not in the region list`);
  }
  async availableProducts() {
    this.calls.push('available_products');
    return ok(availableProducts({ eu: EU.includes(this.settingsNow.region), restrictedRegion: this.settingsNow.region === 'US' }));
  }
  async updatePositionMode(mode: 'ONE_WAY' | 'HEDGE_MODE') {
    this.calls.push('update_position_mode');
    if (this.positionModeRefusal) return refused(this.positionModeRefusal);
    this.positionMode = mode;
    return ok(undefined);
  }
  async setDefaultLeverage(leverage: number) {
    this.calls.push('leverage');
    if (defaultLeverageProblem(leverage)) return refused('leverage: must be a whole number from 1 to 50');
    this.change({ defaultLeverage: leverage });
    return ok({ skipped: [] });
  }
  async setLossChargeMode(mode: LossChargeMode) {
    this.calls.push('futures_loss_charge_mode');
    this.change({ lossChargeMode: mode });
    return ok(undefined);
  }
  async hideAlert(type: AlertType, hidden: boolean) {
    this.calls.push('hide_alert');
    return ok(this.change({ hiddenAlerts: withAlertHidden(this.settingsNow.hiddenAlerts, type, hidden) }).hiddenAlerts);
  }
  async agreeTerms(kind: 'terms' | 'trading') {
    this.calls.push(kind === 'terms' ? 'agree_term_service' : 'agree_tr_service');
    this.change(kind === 'terms' ? { termsAcceptedAt: this.now } : { trTermsAcceptedAt: this.now });
    return ok(this.now);
  }
  async surveyThemes(): Promise<Result<readonly SurveyTheme[], TradeFailure>> {
    this.calls.push('satisfaction_survey_themes');
    return ok(
      [
        { id: 'trading', title: 'Trading experience' },
        { id: 'support', title: 'Customer support' },
      ].map((t) => ({ ...t, answered: this.survey.some((s) => s.themeId === t.id) })),
    );
  }
  async saveSurvey(answer: { themeId: string; score: number; comment: string }) {
    this.calls.push('save_satisfaction_survey');
    if (surveyProblem(answer)) return refused(`score: ${surveyProblem(answer)}`);
    this.survey.push(answer);
    return ok(undefined);
  }
  async maintenance() {
    this.calls.push('maintain_config');
    return ok(this.maintenanceNow);
  }
  async uploadPushToken(pushToken: string) {
    this.calls.push('upload_firebase_token');
    if (!pushTokenValid(pushToken)) return refused('token: is not a push token');
    this.change({ pushToken });
    return ok(undefined);
  }
}
