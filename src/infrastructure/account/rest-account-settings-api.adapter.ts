import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { AccountSettingsApiPort, MaintenanceNotice, SurveyTheme } from '../../application/account/ports/account-settings-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type {
  AccountPreferences,
  AccountSettings,
  AlertType,
  AvailableProducts,
  LossChargeMode,
  ThemeName,
} from '../../domain/account/account-settings';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import {
  alertsData,
  anyData,
  leverageData,
  maintenanceData,
  productsData,
  settingsData,
  surveyThemesData,
  termsData,
  themesData,
} from './account-centre.schema';

const BASE = '/usercenter/account';

/** The account's settings over REST with the session's bearer. */
@injectable()
export class RestAccountSettingsApi implements AccountSettingsApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, `${BASE}/${path}`, schema, map, options);
  }

  settings(): Promise<Result<AccountSettings, TradeFailure>> {
    return this.call('GET', 'account', settingsData, (d) => d);
  }
  savePreferences(change: Partial<AccountPreferences>): Promise<Result<AccountSettings, TradeFailure>> {
    return this.call('POST', 'account', settingsData, (d) => d, { body: change });
  }
  themes(): Promise<Result<readonly ThemeName[], TradeFailure>> {
    return this.call('GET', 'themes', themesData, (d) => d.rows.map((r) => r.name));
  }
  switchRegion(region: string): Promise<Result<AccountSettings, TradeFailure>> {
    return this.call('POST', 'switch_region', settingsData, (d) => d, { body: { region } });
  }
  availableProducts(): Promise<Result<AvailableProducts, TradeFailure>> {
    return this.call('GET', 'available_products', productsData, (d) => d);
  }
  updatePositionMode(positionMode: 'ONE_WAY' | 'HEDGE_MODE'): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'update_position_mode', anyData, () => undefined, { body: { positionMode } });
  }
  setDefaultLeverage(leverage: number): Promise<Result<{ readonly skipped: readonly string[] }, TradeFailure>> {
    return this.call('POST', 'leverage', leverageData, (d) => ({ skipped: d.skipped.map((s) => s.symbol) }), { body: { leverage } });
  }
  setLossChargeMode(mode: LossChargeMode): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'futures_loss_charge_mode', anyData, () => undefined, { body: { mode } });
  }
  hideAlert(type: AlertType, hidden: boolean): Promise<Result<readonly AlertType[], TradeFailure>> {
    return this.call('POST', `hide_alert/${type}`, alertsData, (d) => d.hiddenAlerts, { body: { hidden } });
  }
  agreeTerms(kind: 'terms' | 'trading'): Promise<Result<number, TradeFailure>> {
    return this.call(
      'POST',
      kind === 'terms' ? 'agree_term_service' : 'agree_tr_service',
      termsData,
      (d) => ('termsAcceptedAt' in d ? d.termsAcceptedAt : d.trTermsAcceptedAt),
      { body: { version: '1' } },
    );
  }
  surveyThemes(): Promise<Result<readonly SurveyTheme[], TradeFailure>> {
    return this.call('GET', 'satisfaction_survey_themes', surveyThemesData, (d) => d.rows, { params: { device_type: 'web' } });
  }
  saveSurvey(answer: { themeId: string; score: number; comment: string }): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'save_satisfaction_survey', anyData, () => undefined, { body: answer });
  }
  maintenance(): Promise<Result<MaintenanceNotice, TradeFailure>> {
    return this.call('POST', 'maintain_config', maintenanceData, (d) => d, { body: { platform: 'web' } });
  }
  uploadPushToken(pushToken: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'upload_firebase_token', anyData, () => undefined, { body: { token: pushToken, platform: 'web' } });
  }
}
