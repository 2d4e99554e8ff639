import type { FastifyInstance } from 'fastify';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { REFERRAL_SPLITS, totalSince } from '../../src/domain/referral/referral';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import { pageFields, tradingRouteContext } from '../trading/route-inputs';
import { referralCampaignRow, shareTexts, SHARE_IMAGE } from '../rewards/referral-campaign';
import type { CampaignRouteDeps } from './notification-routes';
import { percents, type CommissionRecord, type ReferralCodeRecord, type Referrals } from './referrals';

const split = z.enum(REFERRAL_SPLITS);
const buildBody = z.object({ code: z.string().max(40).optional(), split: split.default('100/0'), note: z.string().max(200).optional() });
const editBody = z.object({ id: z.coerce.number().int().positive(), split: split.optional(), note: z.string().max(200).optional() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const checkBody = z.object({ referralCode: z.string({ error: 'is required' }).min(1).max(40) });
const summaryQuery = z.object({
  startDate: z.coerce.number().int().optional(),
  endDate: z.coerce.number().int().optional(),
  ...pageFields,
});
const DAY = 24 * 3600 * 1000;
const languageQuery = z.object({ language: z.string().max(10).optional() });

const codeRow = (c: ReferralCodeRecord, referees: number) => ({
  id: c.id,
  referralCode: c.code,
  split: c.split,
  ...percents(c.split),
  note: c.note,
  isDefault: c.isDefault,
  referees,
  createdTime: c.createdTime,
});

/** Amounts per token, sorted by token. */
function byToken(rows: readonly CommissionRecord[], from?: number): { token: string; amount: string }[] {
  const tokens = [...new Set(rows.map((r) => r.token))].sort();
  return tokens
    .map((token) => ({
      token,
      amount: totalSince(
        rows.filter((r) => r.token === token),
        from,
      ),
    }))
    .filter((t) => t.amount !== '0');
}

/** The referral calls of the user centre and `/v3/account/referral/summary`, under /api: docs/protocol.md "Referral". */
export function registerReferralRoutes(app: FastifyInstance, deps: CampaignRouteDeps, referrals: Referrals): void {
  const { ok, user } = tradingRouteContext(deps.accounts, deps.control, deps.clock);
  const flush = () => deps.trading.writer.flush();
  const U = '/usercenter/account';

  const overall = (userId: number) => {
    const referees = referrals.refereesOf(userId);
    const commissions = referrals.commissionsOf(userId);
    return {
      referees: referees.length,
      tradedReferees: referees.filter((r) => r.traded).length,
      volume: referees.reduce((s, r) => s.plus(r.volume), new Decimal(0)).toNumber(),
      earned30d: byToken(commissions, deps.clock() - 30 * DAY),
      earnedTotal: byToken(commissions),
    };
  };

  app.get(`${U}/referral_info`, async (request) => {
    const userId = await user(request);
    const codes = referrals.codesOf(userId);
    await flush();
    const main = codes.find((c) => c.isDefault) ?? codes[0];
    return ok({
      defaultCode: codeRow(main, referrals.refereesOf(userId).filter((r) => r.codeId === main.id).length),
      codes: codes.length,
      maxCodes: 20,
      ...overall(userId),
    });
  });

  app.get(`${U}/referral_overall`, async (request) => ok(overall(await user(request))));

  app.get(`${U}/referral_campaign`, async (request) => {
    const userId = await user(request);
    const { language } = parseQuery(languageQuery, request.query);
    return ok({ rows: [referralCampaignRow(language, overall(userId), deps.clock())] });
  });

  app.get(`${U}/get_referral`, async (request) => {
    const userId = await user(request);
    const codes = referrals.codesOf(userId);
    await flush();
    const referees = referrals.refereesOf(userId);
    return ok({ rows: codes.map((c) => codeRow(c, referees.filter((r) => r.codeId === c.id).length)) });
  });

  app.post(`${U}/build_referral`, async (request) => {
    const userId = await user(request);
    referrals.codesOf(userId); // the default code exists before any other
    const created = referrals.create(userId, parseQuery(buildBody, request.body ?? {}));
    await flush();
    return ok(codeRow(created, 0));
  });

  app.post(`${U}/edit_referral`, async (request) => {
    const userId = await user(request);
    const { id, ...rest } = parseQuery(editBody, request.body ?? {});
    const edited = referrals.edit(userId, id, rest);
    await flush();
    return ok(codeRow(edited, referrals.refereesOf(userId).filter((r) => r.codeId === id).length));
  });

  app.post(`${U}/default_referral/:id`, async (request) => {
    const userId = await user(request);
    const { id } = parseQuery(idParams, request.params);
    const made = referrals.makeDefault(userId, id);
    await flush();
    return ok(codeRow(made, referrals.refereesOf(userId).filter((r) => r.codeId === id).length));
  });

  app.post(`${U}/generate_referral_code`, async (request) => {
    await user(request);
    return ok({ referralCode: referrals.freeCode() });
  });

  // Public: a newcomer checks the code of the link before signing up.
  app.post(`${U}/referral_check`, async (request) =>
    successBody(referrals.check(parseQuery(checkBody, request.body ?? {}).referralCode), deps.clock()),
  );

  // Simulator-defined: binds the new account to the code it signed up with (once, within a day of its creation).
  app.post(`${U}/referral_bind`, async (request) => {
    const account = await requireAccount(request, deps.accounts, deps.clock());
    const b = referrals.bind(account.userId, account.createdAt, account.email, parseQuery(checkBody, request.body ?? {}).referralCode);
    await flush();
    return ok({ referralCode: b.code, ...percents(b.split), boundAt: b.boundAt });
  });

  app.get(`${U}/sharing_info`, async (request) => {
    const userId = await user(request);
    const main = referrals.codesOf(userId).find((c) => c.isDefault)!;
    await flush();
    const { language } = parseQuery(languageQuery, request.query);
    return ok({
      referralCode: main.code,
      path: `/register?ref=${main.code}`,
      ...percents(main.split),
      ...shareTexts(language, main.code),
      imageUrl: SHARE_IMAGE,
    });
  });

  app.get('/v3/account/referral/summary', async (request) => {
    const userId = await user(request);
    const q = parseQuery(summaryQuery, request.query);
    const commissions = referrals.commissionsOf(userId);
    const rows = referrals
      .refereesOf(userId)
      .filter((b) => (q.startDate === undefined || b.boundAt >= q.startDate) && (q.endDate === undefined || b.boundAt <= q.endDate))
      .reverse();
    const start = (q.page - 1) * q.size;
    return ok({
      rows: rows.slice(start, start + q.size).map((b) => ({
        referralId: b.refereeId,
        registerTime: b.boundAt,
        referralCode: b.code,
        tradeStatus: b.traded ? 'TRADED' : 'REGISTERED',
        earned: byToken(commissions.filter((c) => c.refereeId === b.refereeId)).map((e) => ({ token: e.token, amount: Number(e.amount) })),
        email: maskEmail(b.email),
        volume: Number(b.volume),
      })),
      meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
    });
  });

  // Simulator-defined: the commission history (one row per fee that paid).
  app.get('/v3/account/referral/commissions', async (request) => {
    const userId = await user(request);
    const q = parseQuery(z.object({ ...pageFields }), request.query);
    const rows = [...referrals.commissionsOf(userId)].reverse();
    const start = (q.page - 1) * q.size;
    return ok({
      rows: rows.slice(start, start + q.size).map((c) => ({
        id: c.id,
        referralId: c.refereeId,
        referralCode: c.code,
        token: c.token,
        amount: Number(c.amount),
        createdTime: c.createdTime,
      })),
      meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
    });
  });
}

/** `a***@example.com`: the referee's email as the referrer sees it. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}***@${domain ?? ''}`;
}
