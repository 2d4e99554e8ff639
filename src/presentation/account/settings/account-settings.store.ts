import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  AccountSettingsApiPort,
  type MaintenanceNotice,
  type SurveyTheme,
} from '../../../application/account/ports/account-settings-api.port';
import { DisplayChoicePort } from '../../../application/account/ports/display-choice.port';
import { KycApiPort } from '../../../application/kyc/ports/kyc-api.port';
import { TradePreferencesPort } from '../../../application/trade/ports/trade-preferences.port';
import { TradingApiPort } from '../../../application/member-trading/ports/trading-api.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import {
  THEMES,
  skippedConfirmations,
  type AccountPreferences,
  type AccountSettings,
  type AlertType,
  type AvailableProducts,
  type LossChargeMode,
  type ThemeName,
} from '../../../domain/account/account-settings';
import type { KycRegion } from '../../../domain/account/identity-verification';
import { failed, idle, loaded, pending, type Loadable } from '../../../domain/shared/loadable';
import type { Refusal } from '../../../domain/shared/refusal';
import type { Result } from '../../../domain/shared/result';
import { modeRefusal } from '../../../domain/trade/perps/mode-refusals';
import { TradingAccountStore } from '../../member-trading/account/trading-account.store';
import { busyWhile } from '../../shared/busy-while';
import { failureCode } from '../../shared/failure-code';

/**
 * How an action ended: done, or refused with the exchange's message and, for a refusal the app reads as a code (the
 * position mode's), that code to say it in the user's language (no message: the exchange did not answer).
 */
export type Outcome = { readonly ok: true } | { readonly ok: false; readonly message?: string; readonly refusal?: Refusal };
const outcomeOf = (result: Result<unknown, TradeFailure>): Outcome => {
  if (result.ok) return { ok: true };
  if (result.error.kind !== 'refused') return { ok: false };
  const refusal = modeRefusal(result.error.message);
  return refusal ? { ok: false, message: result.error.message, refusal } : { ok: false, message: result.error.message };
};

/**
 * /account/settings: the account's settings as the exchange keeps them. The theme and price colours
 * also take effect on this device at once; order confirmations and sounds reach the order form (trade preferences).
 */
@injectable()
export class AccountSettingsStore {
  settings: Loadable<AccountSettings> = idle();
  products: AvailableProducts | undefined = undefined;
  surveyThemes: readonly SurveyTheme[] = [];
  maintenance: MaintenanceNotice | undefined = undefined;
  /** The themes the exchange offers (`themes`). */
  themes: readonly ThemeName[] = THEMES;
  /** The region list (`/userkyc/region`) the region is chosen from. */
  regions: readonly KycRegion[] = [];
  /** The perpetuals' position mode as the trading account has it. */
  positionMode: 'ONE_WAY' | 'HEDGE_MODE' | undefined = undefined;
  busy = false;

  constructor(
    @inject(AccountSettingsApiPort) private readonly api: AccountSettingsApiPort,
    @inject(DisplayChoicePort) private readonly display: DisplayChoicePort,
    @inject(TradePreferencesPort) private readonly tradePrefs: TradePreferencesPort,
    @inject(TradingAccountStore) private readonly account: TradingAccountStore,
    @inject(KycApiPort) private readonly kyc: KycApiPort,
    @inject(TradingApiPort) private readonly trading: TradingApiPort,
  ) {
    makeObservable<AccountSettingsStore, 'api' | 'display' | 'tradePrefs' | 'account' | 'kyc' | 'trading' | 'apply'>(this, {
      settings: observableRef,
      products: observableRef,
      surveyThemes: observableRef,
      maintenance: observableRef,
      regions: observableRef,
      themes: observableRef,
      positionMode: observable,
      busy: observable,
      api: false,
      display: false,
      tradePrefs: false,
      account: false,
      kyc: false,
      trading: false,
      apply: action,
    });
  }

  get value(): AccountSettings | undefined {
    return this.settings.status === 'success' ? this.settings.value : undefined;
  }

  /** Reads everything the page shows; the account's theme and colours then show on this device. */
  async load(): Promise<void> {
    if (this.settings.status !== 'success') runInAction(() => (this.settings = pending()));
    const [settings, products, themes, maintenance, regions, info, offered] = await Promise.all([
      this.api.settings(),
      this.api.availableProducts(),
      this.api.surveyThemes(),
      this.api.maintenance(),
      this.kyc.regions(),
      this.trading.accountInfo(),
      this.api.themes(),
    ]);
    runInAction(() => {
      if (settings.ok) this.apply(settings.value);
      else if (this.settings.status !== 'success') this.settings = failed(failureCode(settings.error));
      if (products.ok) this.products = products.value;
      if (themes.ok) this.surveyThemes = themes.value;
      if (maintenance.ok) this.maintenance = maintenance.value;
      if (regions.ok) this.regions = regions.value;
      if (offered.ok && offered.value.length > 0) this.themes = offered.value;
      if (info.ok) this.positionMode = info.value.positionMode === 'HEDGE_MODE' ? 'HEDGE_MODE' : 'ONE_WAY';
    });
  }

  /** Theme, price colours, order confirmations, sounds (`account`). */
  savePreferences(change: Partial<AccountPreferences>): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.savePreferences(change);
      if (result.ok) this.apply(result.value);
      return result;
    });
  }

  switchRegion(region: string): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.switchRegion(region);
      if (result.ok) {
        this.apply(result.value);
        const products = await this.api.availableProducts();
        if (products.ok) runInAction(() => (this.products = products.value));
      }
      return result;
    });
  }

  setPositionMode(mode: 'ONE_WAY' | 'HEDGE_MODE'): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.updatePositionMode(mode);
      if (result.ok) runInAction(() => (this.positionMode = mode));
      return result;
    });
  }

  setDefaultLeverage(leverage: number): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.setDefaultLeverage(leverage);
      if (result.ok) this.patch({ defaultLeverage: leverage });
      return result;
    });
  }

  setLossChargeMode(mode: LossChargeMode): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.setLossChargeMode(mode);
      if (result.ok) this.patch({ lossChargeMode: mode });
      return result;
    });
  }

  /** Dismisses an alert for good, or shows it again. */
  setAlertHidden(type: AlertType, hidden: boolean): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.hideAlert(type, hidden);
      if (result.ok) this.patch({ hiddenAlerts: result.value });
      return result;
    });
  }

  agreeTerms(kind: 'terms' | 'trading'): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.agreeTerms(kind);
      if (result.ok) this.patch(kind === 'terms' ? { termsAcceptedAt: result.value } : { trTermsAcceptedAt: result.value });
      return result;
    });
  }

  saveSurvey(answer: { themeId: string; score: number; comment: string }): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.saveSurvey(answer);
      if (result.ok) {
        const themes = await this.api.surveyThemes();
        if (themes.ok) runInAction(() => (this.surveyThemes = themes.value));
      }
      return result;
    });
  }

  /** Registers this browser for push messages with the token the messaging SDK gave. */
  registerPush(pushToken: string): Promise<Outcome> {
    return this.run(async () => {
      const result = await this.api.uploadPushToken(pushToken);
      if (result.ok) this.patch({ pushToken });
      return result;
    });
  }

  private apply(settings: AccountSettings): void {
    this.settings = loaded(settings);
    this.display.keep({ theme: settings.theme, priceColours: settings.priceColours });
    this.tradePrefs.save({ skipConfirm: skippedConfirmations(settings.orderConfirmations), fillSound: settings.sounds });
    if (this.account.fillSound !== settings.sounds) this.account.setFillSound(settings.sounds);
  }

  private patch(change: Partial<AccountSettings>): void {
    const current = this.value;
    if (current) runInAction(() => (this.settings = loaded({ ...current, ...change })));
  }

  private async run(work: () => Promise<Result<unknown, TradeFailure>>): Promise<Outcome> {
    if (this.busy) return { ok: false };
    return busyWhile(this, async () => outcomeOf(await work()));
  }
}
