import type {
  AccountPreferences,
  AccountSettings,
  AlertType,
  AvailableProducts,
  LossChargeMode,
  ThemeName,
} from '../../../domain/account/account-settings';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface SurveyTheme {
  readonly id: string;
  readonly title: string;
  readonly answered: boolean;
}

export interface MaintenanceNotice {
  readonly maintenance: boolean;
  readonly message: string;
  readonly estimatedEndTime: number;
}

/** The account's settings (`/usercenter/account/*`, docs/protocol.md "Account settings"); refusals keep the exchange's message. */
export interface AccountSettingsApiPort {
  /** `GET account` (simulator-defined read). */
  settings(): Promise<Result<AccountSettings, TradeFailure>>;
  /** `POST account`: any subset of the preferences; answered with every setting. */
  savePreferences(change: Partial<AccountPreferences>): Promise<Result<AccountSettings, TradeFailure>>;
  /** `themes`. */
  themes(): Promise<Result<readonly ThemeName[], TradeFailure>>;
  /** `switch_region`. */
  switchRegion(region: string): Promise<Result<AccountSettings, TradeFailure>>;
  availableProducts(): Promise<Result<AvailableProducts, TradeFailure>>;
  /** `update_position_mode`: refused while a perpetual position or order exists. */
  updatePositionMode(mode: 'ONE_WAY' | 'HEDGE_MODE'): Promise<Result<void, TradeFailure>>;
  /** `leverage`: the default leverage, set on every perpetual that allows it; answers the symbols it skipped. */
  setDefaultLeverage(leverage: number): Promise<Result<{ readonly skipped: readonly string[] }, TradeFailure>>;
  /** `futures_loss_charge_mode`. */
  setLossChargeMode(mode: LossChargeMode): Promise<Result<void, TradeFailure>>;
  /** `hide_alert/{type}` (hidden false: show it again). */
  hideAlert(type: AlertType, hidden: boolean): Promise<Result<readonly AlertType[], TradeFailure>>;
  /** `agree_term_service` / `agree_tr_service`: the acceptance time. */
  agreeTerms(kind: 'terms' | 'trading'): Promise<Result<number, TradeFailure>>;
  surveyThemes(): Promise<Result<readonly SurveyTheme[], TradeFailure>>;
  saveSurvey(answer: { themeId: string; score: number; comment: string }): Promise<Result<void, TradeFailure>>;
  /** `maintain_config`. */
  maintenance(): Promise<Result<MaintenanceNotice, TradeFailure>>;
  /** `upload_firebase_token`. */
  uploadPushToken(pushToken: string): Promise<Result<void, TradeFailure>>;
}
export const AccountSettingsApiPort = token<AccountSettingsApiPort>('AccountSettingsApiPort');
