import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ALERT_TYPES,
  LOSS_CHARGE_MODES,
  MAX_DEFAULT_LEVERAGE,
  MIN_DEFAULT_LEVERAGE,
  PRICE_COLOURS,
  SURVEY_MAX_COMMENT,
  THEMES,
  availableProducts,
  pushTokenValid,
  withAlertHidden,
} from '../../src/domain/account/account-settings';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import { KYC_REGIONS } from '../kyc/kyc-regions';
import type { AccountRepository } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import type { AccountCentreRepository } from './account-centre-repository';
import { AccountSettingsService } from './account-settings-service';

export interface AccountCentreDeps {
  readonly repository: AccountCentreRepository;
  readonly accounts: AccountRepository;
  readonly trading: TradingEngine;
  readonly control: ControlState;
  readonly clock: () => number;
}

const U = '/usercenter/account';
const preferencesBody = z.strictObject({
  theme: z.enum(THEMES).optional(),
  priceColours: z.enum(PRICE_COLOURS).optional(),
  orderConfirmations: z.boolean().optional(),
  sounds: z.boolean().optional(),
});
const regionBody = z.object({ region: z.string().length(2, 'is a two-letter country code') });
const positionModeBody = z.object({ positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']) });
const leverageBody = z.object({ leverage: z.number().int('is a whole number').min(MIN_DEFAULT_LEVERAGE).max(MAX_DEFAULT_LEVERAGE) });
const lossModeBody = z.object({ mode: z.enum(LOSS_CHARGE_MODES) });
const alertParams = z.object({ type: z.enum(ALERT_TYPES) });
const alertBody = z.object({ hidden: z.boolean().default(true) });
const termsBody = z.object({ version: z.string().max(20).default('1') });
const surveyQuery = z.object({ device_type: z.enum(['web', 'mobile']).default('web') });
const surveyBody = z.object({
  themeId: z.string().min(1).max(40),
  score: z.number().int('is a whole number').min(1).max(5),
  comment: z.string().max(SURVEY_MAX_COMMENT).default(''),
});
const pushBody = z.object({
  token: z.string().refine(pushTokenValid, 'is not a push token'),
  platform: z.enum(['web', 'ios', 'android']).default('web'),
});

/** The satisfaction survey's themes (`satisfaction_survey_themes`). */
export const SURVEY_THEMES = [
  { id: 'trading', title: 'Trading experience' },
  { id: 'deposits', title: 'Deposits and withdrawals' },
  { id: 'support', title: 'Customer support' },
] as const;

/** The account settings (docs/protocol.md "Account settings"), under /api; every change is stored before it is answered. */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: AccountCentreDeps): void {
  const { accounts, clock, trading } = deps;
  const settings = new AccountSettingsService(deps.repository);
  const ok = <T>(data: T) => successBody(data, clock());
  const account = (request: FastifyRequest) => requireAccount(request, accounts, clock());

  // simulator-defined read of everything the settings page shows (the real exchange spreads it over the account call)
  app.get(`${U}/account`, async (request) => ok(await settings.read(await account(request))));
  app.post(`${U}/account`, async (request) => {
    const a = await account(request);
    return ok(await settings.change(a, parseQuery(preferencesBody, request.body)));
  });

  app.get(`${U}/themes`, async (request) => {
    const current = (await settings.read(await account(request))).theme;
    return ok({ rows: THEMES.map((name) => ({ name, selected: name === current })) });
  });

  app.post(`${U}/switch_region`, async (request) => {
    const a = await account(request);
    const { region } = parseQuery(regionBody, request.body);
    const known = KYC_REGIONS.find((r) => r.code === region.toUpperCase());
    if (!known) throw new ApiError(ErrorCodes.InvalidParameter, `region: ${region} is not in the region list`);
    return ok(await settings.change(a, { region: known.code }));
  });

  app.get(`${U}/available_products`, async (request) => {
    const a = await account(request);
    const chosen = (await settings.read(a)).region;
    const region = KYC_REGIONS.find((r) => r.code === chosen);
    return ok(availableProducts({ eu: a.eu || region?.eu === true, restrictedRegion: region?.restricted === true }));
  });

  app.post(`${U}/update_position_mode`, async (request) => {
    const a = await account(request);
    const { positionMode } = parseQuery(positionModeBody, request.body);
    trading.setPositionMode(a.userId, positionMode);
    await trading.writer.flush();
    return ok({ positionMode });
  });

  // the default leverage: kept, and set on every perpetual without a position or open order (each within its own cap)
  app.post(`${U}/leverage`, async (request) => {
    const a = await account(request);
    const { leverage } = parseQuery(leverageBody, request.body);
    const applied: string[] = [];
    const skipped: { symbol: string; reason: string }[] = [];
    for (const symbol of trading.market.instruments.map((i) => i.symbol).filter((s) => s.startsWith('PERP_'))) {
      try {
        const current = trading.leverageOf(a.userId, symbol);
        trading.setLeverage(a.userId, symbol, current.marginMode, leverage);
        applied.push(symbol);
      } catch (error) {
        skipped.push({ symbol, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    await trading.writer.flush();
    await settings.change(a, { defaultLeverage: leverage });
    return ok({ leverage, applied, skipped });
  });

  app.post(`${U}/futures_loss_charge_mode`, async (request) => {
    const a = await account(request);
    const { mode } = parseQuery(lossModeBody, request.body);
    return ok({ lossChargeMode: (await settings.change(a, { lossChargeMode: mode })).lossChargeMode });
  });

  app.post(`${U}/hide_alert/:type`, async (request) => {
    const a = await account(request);
    const { type } = parseQuery(alertParams, request.params);
    const { hidden } = parseQuery(alertBody, request.body ?? {});
    const current = await settings.read(a);
    return ok({
      hiddenAlerts: (await settings.change(a, { hiddenAlerts: withAlertHidden(current.hiddenAlerts, type, hidden) })).hiddenAlerts,
    });
  });

  app.post(`${U}/agree_term_service`, async (request) => {
    const a = await account(request);
    parseQuery(termsBody, request.body ?? {});
    return ok({ termsAcceptedAt: (await settings.change(a, { termsAcceptedAt: clock() })).termsAcceptedAt });
  });
  app.post(`${U}/agree_tr_service`, async (request) => {
    const a = await account(request);
    parseQuery(termsBody, request.body ?? {});
    return ok({ trTermsAcceptedAt: (await settings.change(a, { trTermsAcceptedAt: clock() })).trTermsAcceptedAt });
  });

  app.get(`${U}/satisfaction_survey_themes`, async (request) => {
    const a = await account(request);
    parseQuery(surveyQuery, request.query);
    const answered = new Set((await deps.repository.surveyAnswers(a.userId)).map((s) => s.themeId));
    return ok({ rows: SURVEY_THEMES.map((t) => ({ ...t, answered: answered.has(t.id) })) });
  });
  app.post(`${U}/save_satisfaction_survey`, async (request) => {
    const a = await account(request);
    const body = parseQuery(surveyBody, request.body);
    if (!SURVEY_THEMES.some((t) => t.id === body.themeId))
      throw new ApiError(ErrorCodes.InvalidParameter, `themeId: ${body.themeId} is not a survey theme`);
    await deps.repository.addSurveyAnswer({ userId: a.userId, ...body, createdTime: clock() });
    return ok({ saved: true });
  });

  // the maintenance window the exchange announced (control surface), for the settings page's notice
  app.post(`${U}/maintain_config`, async (request) => {
    await account(request);
    const m = deps.control.maintenance;
    return ok(
      m
        ? { maintenance: true, message: m.msg, estimatedEndTime: m.estimatedEndTime }
        : { maintenance: false, message: '', estimatedEndTime: 0 },
    );
  });

  app.post(`${U}/upload_firebase_token`, async (request) => {
    const a = await account(request);
    const { token } = parseQuery(pushBody, request.body);
    await settings.change(a, { pushToken: token });
    return ok({ registered: true });
  });
}
