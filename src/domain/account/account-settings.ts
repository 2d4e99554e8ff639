/**
 * The account's settings: what the settings page edits and the simulator keeps per account
 * (`/usercenter/account/*`, docs/protocol.md "Account settings"). Pure data and rules, shared by the app and the simulator.
 */

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Green for a rise and red for a fall, or the other way round (the convention in parts of Asia). */
export const PRICE_COLOURS = ['green-up', 'red-up'] as const;
export type PriceColours = (typeof PRICE_COLOURS)[number];

/** How a perpetual loss beyond the USDT balance is charged: from USDT only, or by selling other collateral. */
export const LOSS_CHARGE_MODES = ['USDT_ONLY', 'COLLATERAL'] as const;
export type LossChargeMode = (typeof LOSS_CHARGE_MODES)[number];

/** The alerts a user can dismiss for good (`hide_alert/{type}`). */
export const ALERT_TYPES = ['kyc_reminder', 'security_reminder', 'futures_risk', 'convert_tip', 'maintenance_notice'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The preferences `POST account` takes (any subset). */
export interface AccountPreferences {
  readonly theme: ThemeName;
  readonly priceColours: PriceColours;
  /** Ask before sending an order (the order form's confirmation step). */
  readonly orderConfirmations: boolean;
  /** A short sound when an order fills. */
  readonly sounds: boolean;
}

/** Everything the settings page shows. Times are epoch ms; 0 = never. */
export interface AccountSettings extends AccountPreferences {
  readonly region: string;
  readonly language: string;
  readonly defaultLeverage: number;
  readonly lossChargeMode: LossChargeMode;
  readonly hiddenAlerts: readonly AlertType[];
  readonly termsAcceptedAt: number;
  readonly trTermsAcceptedAt: number;
  /** The push token this account registered last (`upload_firebase_token`), '' when none. */
  readonly pushToken: string;
}

export const DEFAULT_PREFERENCES: AccountPreferences = { theme: 'dark', priceColours: 'green-up', orderConfirmations: true, sounds: false };

export const DEFAULT_SETTINGS: AccountSettings = {
  ...DEFAULT_PREFERENCES,
  region: '',
  language: 'en',
  defaultLeverage: 10,
  lossChargeMode: 'USDT_ONLY',
  hiddenAlerts: [],
  termsAcceptedAt: 0,
  trTermsAcceptedAt: 0,
  pushToken: '',
};

/** Default leverage bounds for perpetuals (each symbol may cap it lower). */
export const MIN_DEFAULT_LEVERAGE = 1;
export const MAX_DEFAULT_LEVERAGE = 50;

/** Whole numbers 1–50; undefined when fine. */
export function defaultLeverageProblem(leverage: number): 'whole' | 'range' | undefined {
  if (!Number.isInteger(leverage)) return 'whole';
  return leverage < MIN_DEFAULT_LEVERAGE || leverage > MAX_DEFAULT_LEVERAGE ? 'range' : undefined;
}

/** Hides (or shows again) one alert type; the list keeps each type once, in the catalogue's order. */
export function withAlertHidden(hidden: readonly AlertType[], type: AlertType, hide: boolean): AlertType[] {
  const set = new Set(hidden);
  if (hide) set.add(type);
  else set.delete(type);
  return ALERT_TYPES.filter((t) => set.has(t));
}

/** Which colour a price move takes: `up` and `down` map to the theme's success and error colours, or swapped. */
export function moveColour(colours: PriceColours, direction: 'up' | 'down'): 'success' | 'error' {
  const rises = colours === 'green-up' ? 'success' : 'error';
  const falls = rises === 'success' ? 'error' : 'success';
  return direction === 'up' ? rises : falls;
}

/** A push token as the messaging SDK gives it: 20–4096 characters of letters, digits and `-_:.`. */
export const pushTokenValid = (token: string): boolean => /^[A-Za-z0-9_\-:.]{20,4096}$/.test(token);

/** The satisfaction survey: a score from 1 to 5 for one theme, and an optional comment of at most 500 characters. */
export const SURVEY_MAX_COMMENT = 500;
export function surveyProblem(answer: { score: number; comment: string }): 'score' | 'comment' | undefined {
  if (!Number.isInteger(answer.score) || answer.score < 1 || answer.score > 5) return 'score';
  return answer.comment.length > SURVEY_MAX_COMMENT ? 'comment' : undefined;
}

/** The products an account may use: perpetuals and copy trading are not offered in restricted regions nor to EU accounts. */
export interface AvailableProducts {
  readonly spot: boolean;
  readonly perpetuals: boolean;
  readonly convert: boolean;
  readonly earn: boolean;
  readonly copyTrading: boolean;
}

export function availableProducts(o: { eu: boolean; restrictedRegion: boolean }): AvailableProducts {
  const derivatives = !o.eu && !o.restrictedRegion;
  return {
    spot: !o.restrictedRegion,
    perpetuals: derivatives,
    convert: !o.restrictedRegion,
    earn: !o.restrictedRegion,
    copyTrading: derivatives,
  };
}

/** What this device shows: the theme and the price colours (kept on the device, and on the account when signed in). */
export interface DisplayChoice {
  readonly theme: ThemeName;
  readonly priceColours: PriceColours;
}

/** Every order type of the form (the order confirmations switch turns each one's confirmation step on or off). */
export const CONFIRMABLE_ORDER_KINDS = ['LIMIT', 'MARKET', 'STOP_LIMIT', 'STOP_MARKET', 'TRAILING_STOP', 'SCALED'] as const;

/** The order types whose confirmation the order form skips: none with confirmations on, all with them off. */
export const skippedConfirmations = (orderConfirmations: boolean): (typeof CONFIRMABLE_ORDER_KINDS)[number][] =>
  orderConfirmations ? [] : [...CONFIRMABLE_ORDER_KINDS];
