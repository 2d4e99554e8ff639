import Decimal from 'decimal.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkAdminPrice,
  checkFundingRate,
  checkFundingRateCap,
  type AdminCall,
  type AdminInputRefusal,
} from '../../src/domain/market-admin/market-admin-rules';
import { effectStatement, fundingRateEffect } from '../../src/domain/market-admin/market-admin-effects';
import { refusal } from '../../src/domain/shared/refusal';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { Account, AccountRepository } from '../store/account-repository';
import type { MarketDataAdmin } from './md-admin';
import { englishRefusal } from '../http/refusal-english';

export interface MdAdminRouteDeps {
  readonly admin: MarketDataAdmin;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const symbol = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
/** A decimal as a JSON number (as the exchange sends them) or a decimal string; kept as a decimal string. */
const decimal = z
  .union([z.number().finite(), z.string().regex(/^-?\d{1,20}(\.\d{1,20})?$/, 'must be a decimal')])
  .transform((v) => (typeof v === 'number' ? new Decimal(v).toFixed() : new Decimal(v).toFixed()));
const rateBody = z.object({ symbol, rate: z.union([decimal, z.null()]) });
const capBody = z.object({ symbol, cap: decimal });
const priceBody = z.object({ symbol, price: z.union([decimal, z.null()]) });
const previewBody = z.object({ symbol, price: decimal });
const symbolQuery = z.object({ symbol });
const auditQuery = z.object({
  symbol: symbol.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(25),
});

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The market-data admin calls (mounted under /api, docs/protocol.md "Market-data admin"): the spec's
 * `md/admin/funding-rate`, `md/admin/funding_rate_cap` (GET, POST), `md/admin/index-price`, `md/admin/mark-price`,
 * and the simulator's own `md/admin/me`, `md/admin/state`, `md/admin/mark-price/preview`, `md/admin/audit`. Bearer
 * session auth: no session → 401 -1002; a session without the MD_ADMIN role → 403 -1002.
 */
export function registerMdAdminRoutes(app: FastifyInstance, { admin, accounts, clock }: MdAdminRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());
  const requireAdmin = async (request: FastifyRequest): Promise<Account> => {
    const account = await requireAccount(request, accounts, clock());
    if (admin.roles(account).length === 0) throw new ApiError(ErrorCodes.Unauthorized, englishRefusal(refusal('admin.forbidden')), 403);
    return account;
  };
  const parseBody = <T>(schema: z.ZodType<T>, raw: unknown): T => parseQuery(schema, raw);
  const perp = (s: string) => {
    if (!admin.isPerp(s))
      throw new ApiError(ErrorCodes.InvalidParameter, `symbol: ${englishRefusal(refusal('admin.notPerpetual', { symbol: s }))}`);
    return s;
  };
  const refuse = (refusal: AdminInputRefusal | undefined) => {
    if (refusal) throw new ApiError(ErrorCodes.InvalidParameter, `${refusal.field}: ${englishRefusal(refusal.refusal)}`);
  };
  const stateRow = (s: string) => {
    const st = admin.state(s);
    return {
      symbol: s,
      indexPrice: Number(st.indexPrice),
      markPrice: Number(st.markPrice),
      fundingRate: Number(st.fundingRate),
      fundingRateCap: Number(st.fundingRateCap),
      quoteTick: Number(st.quoteTick),
      overrides: Object.fromEntries(Object.entries(st.overrides).map(([k, v]) => [k, Number(v)])),
    };
  };
  const changed = async (who: Account, call: AdminCall, s: string, value: string | null, extra: Record<string, unknown> = {}) => {
    const entry = await admin.change(who, call, s, value);
    return ok({ ...stateRow(s), oldValue: num(entry.oldValue), newValue: num(entry.newValue), auditId: entry.id, ...extra });
  };

  app.get('/md/admin/me', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return ok({ userId: account.userId, email: account.email, roles: admin.roles(account) });
  });

  app.get('/md/admin/state', async (request) => {
    await requireAdmin(request);
    return ok({ rows: admin.perps().map(stateRow) });
  });

  app.post('/md/admin/funding-rate', async (request) => {
    const who = await requireAdmin(request);
    const input = parseBody(rateBody, request.body);
    const s = perp(input.symbol);
    if (input.rate === null) return changed(who, 'funding-rate', s, null);
    refuse(checkFundingRate(input.rate));
    const effect = fundingRateEffect(admin.state(s).fundingRate, input.rate, admin.state(s).fundingRateCap);
    return changed(who, 'funding-rate', s, input.rate, {
      requestedRate: Number(input.rate),
      clamped: effect.kind === 'clamped',
      message: effectStatement(effect),
    });
  });

  app.get('/md/admin/funding_rate_cap', async (request) => {
    await requireAdmin(request);
    const s = perp(parseQuery(symbolQuery, request.query).symbol);
    return ok({ symbol: s, fundingRateCap: Number(admin.state(s).fundingRateCap) });
  });

  app.post('/md/admin/funding_rate_cap', async (request) => {
    const who = await requireAdmin(request);
    const input = parseBody(capBody, request.body);
    const s = perp(input.symbol);
    refuse(checkFundingRateCap(input.cap));
    return changed(who, 'funding_rate_cap', s, input.cap);
  });

  for (const call of ['index-price', 'mark-price'] as const) {
    app.post(`/md/admin/${call}`, async (request) => {
      const who = await requireAdmin(request);
      const input = parseBody(priceBody, request.body);
      const s = perp(input.symbol);
      if (input.price !== null) refuse(checkAdminPrice(input.price, admin.tick(s)));
      return changed(who, call, s, input.price);
    });
  }

  app.post('/md/admin/mark-price/preview', async (request) => {
    await requireAdmin(request);
    const input = parseBody(previewBody, request.body);
    const s = perp(input.symbol);
    refuse(checkAdminPrice(input.price, admin.tick(s)));
    const p = admin.preview(s, input.price);
    return ok({
      symbol: s,
      markPrice: Number(input.price),
      currentMarkPrice: Number(admin.state(s).markPrice),
      positions: p.positions,
      accounts: p.accounts,
      unrealizedPnlChange: Number(p.unrealizedPnlChange),
      message: p.message,
    });
  });

  app.get('/md/admin/audit', async (request) => {
    await requireAdmin(request);
    const q = parseQuery(auditQuery, request.query);
    const { rows, total } = admin.auditPage(q.symbol, q.page, q.size);
    return ok({
      rows: rows.map((e) => ({ ...e, oldValue: num(e.oldValue), newValue: num(e.newValue) })),
      meta: { total, recordsPerPage: q.size, currentPage: q.page },
    });
  });
}

const grantBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });

/** `/__control/admin/grant|revoke {email}` (SIM_CONTROL=1, behind the control guard): the role as a simulator setting. */
export function registerMdAdminControlRoutes(app: FastifyInstance, admin: MarketDataAdmin): void {
  const email = (raw: unknown) => {
    const parsed = grantBody.safeParse(raw ?? {});
    if (!parsed.success) throw Object.assign(new Error(`email: ${parsed.error.issues[0].message}`), { statusCode: 400 });
    return parsed.data.email;
  };
  app.post('/__control/admin/grant', async (request) => {
    await admin.grant(email(request.body));
    return { ok: true };
  });
  app.post('/__control/admin/revoke', async (request) => {
    await admin.revoke(email(request.body));
    return { ok: true };
  });
}
