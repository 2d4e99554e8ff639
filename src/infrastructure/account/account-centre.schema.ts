import * as z from 'zod/mini';
import { ALERT_TYPES, LOSS_CHARGE_MODES, PRICE_COLOURS, THEMES } from '../../domain/account/account-settings';

/** Wire shapes of the account settings and watchlists (docs/protocol.md "Account settings", "Watchlists"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const ms = z.number().check(z.gte(0));
const symbol = text(40);

export const settingsData = z.object({
  theme: z.enum(THEMES),
  priceColours: z.enum(PRICE_COLOURS),
  orderConfirmations: z.boolean(),
  sounds: z.boolean(),
  region: text(2),
  language: text(10),
  defaultLeverage: z.int().check(z.gte(1), z.lte(125)),
  lossChargeMode: z.enum(LOSS_CHARGE_MODES),
  hiddenAlerts: z.array(z.enum(ALERT_TYPES)).check(z.maxLength(ALERT_TYPES.length)),
  termsAcceptedAt: ms,
  trTermsAcceptedAt: ms,
  pushToken: text(4096),
});
export const themesData = z.object({ rows: z.array(z.object({ name: z.enum(THEMES), selected: z.boolean() })).check(z.maxLength(10)) });
export const productsData = z.object({
  spot: z.boolean(),
  perpetuals: z.boolean(),
  convert: z.boolean(),
  earn: z.boolean(),
  copyTrading: z.boolean(),
});
export const leverageData = z.object({
  leverage: z.int(),
  applied: z.array(symbol),
  skipped: z.array(z.object({ symbol, reason: text(500) })),
});
export const alertsData = z.object({ hiddenAlerts: z.array(z.enum(ALERT_TYPES)) });
export const termsData = z.union([z.object({ termsAcceptedAt: ms }), z.object({ trTermsAcceptedAt: ms })]);
export const surveyThemesData = z.object({
  rows: z.array(z.object({ id: text(40), title: text(200), answered: z.boolean() })).check(z.maxLength(50)),
});
export const maintenanceData = z.object({ maintenance: z.boolean(), message: text(1000), estimatedEndTime: ms });
export const anyData = z.unknown();

export const watchlistData = z.object({
  id: z.int().check(z.gte(1)),
  name: text(40),
  symbols: z.array(symbol).check(z.maxLength(200)),
  isDefault: z.boolean(),
});
export const watchlistsData = z.object({ rows: z.array(watchlistData).check(z.maxLength(50)) });
