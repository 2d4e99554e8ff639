import { randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  MAX_NOTE_LENGTH,
  MAX_REFERRAL_CODES,
  REFERRAL_SPLITS,
  codeProblem,
  commissionOf,
  normaliseCode,
  referralEnds,
  splitShares,
  type ReferralSplit,
} from '../../src/domain/referral/referral';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { FillRecord } from '../trading/records';
import type { GrowthRow } from './growth-rows';
import type { GrowthSink } from './notifications';

export interface ReferralCodeRecord {
  id: number;
  userId: number;
  code: string;
  split: ReferralSplit;
  note: string;
  isDefault: boolean;
  createdTime: number;
}

/** A referee bound to a referrer's code at sign-up; `volume` (USDT notional) and `traded` grow with the referee's fills. */
export interface ReferralBindingRecord {
  refereeId: number;
  referrerId: number;
  codeId: number;
  code: string;
  split: ReferralSplit;
  boundAt: number;
  email: string | null;
  traded: boolean;
  volume: string;
}

/** One commission paid from one fee of a referee (REFERRAL ledger rows for both shares). */
export interface CommissionRecord {
  id: number;
  referrerId: number;
  refereeId: number;
  code: string;
  token: string;
  amount: string;
  refereeAmount: string;
  fillId: number;
  createdTime: number;
}

/** What the referral uses of the trading engine: a balance move with its ledger row, and who is one family. */
export interface ReferralEngine {
  credit(userId: number, token: string, amount: Decimal): void;
  /** The family of an account (its main account's id): no binding inside a family. */
  familyOf(userId: number): number;
}

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new account may bind a code within this long of its creation. */
export const BIND_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Referral (docs/protocol.md "Referral"): codes (a default plus up to 19 more, each with its split and note), referees
 * bound at sign-up, and commissions on every fee a referee pays within a year of binding, paid at once through the
 * trading engine (REFERRAL ledger rows) with their rows in the same transaction.
 */
export class Referrals {
  private readonly codes: ReferralCodeRecord[] = [];
  private readonly bindings = new Map<number, ReferralBindingRecord>();
  readonly commissions: CommissionRecord[] = [];
  private nextCodeId = 1;
  private nextCommissionId = 1;

  constructor(
    private readonly sink: GrowthSink,
    private readonly engine: ReferralEngine,
    private readonly clock: () => number,
    loaded: readonly GrowthRow[] = [],
  ) {
    for (const row of loaded) {
      if (row.kind === 'referral-code') {
        const c = row.body as ReferralCodeRecord;
        this.codes.push(c);
        this.nextCodeId = Math.max(this.nextCodeId, c.id + 1);
      } else if (row.kind === 'referral-binding') {
        const b = row.body as ReferralBindingRecord;
        this.bindings.set(b.refereeId, b);
      } else if (row.kind === 'referral-commission') {
        const c = row.body as CommissionRecord;
        this.commissions.push(c);
        this.nextCommissionId = Math.max(this.nextCommissionId, c.id + 1);
      }
    }
    this.codes.sort((x, y) => x.id - y.id);
    this.commissions.sort((x, y) => x.id - y.id);
  }

  private saveCode(c: ReferralCodeRecord): void {
    this.sink.growth({ kind: 'referral-code', id: String(c.id), userId: c.userId, body: { ...c } });
  }

  private saveBinding(b: ReferralBindingRecord): void {
    this.sink.growth({ kind: 'referral-binding', id: String(b.refereeId), userId: b.referrerId, body: { ...b } });
  }

  /** The user's codes, the default first; a user without one gets a default 100/0 code on first use. */
  codesOf(userId: number): ReferralCodeRecord[] {
    let mine = this.codes.filter((c) => c.userId === userId);
    if (mine.length === 0) {
      this.create(userId, { code: this.freeCode(), split: '100/0', note: '' });
      mine = this.codes.filter((c) => c.userId === userId);
    }
    return mine.sort((x, y) => Number(y.isDefault) - Number(x.isDefault) || x.id - y.id);
  }

  /** A code nobody holds (8 characters). */
  freeCode(): string {
    for (;;) {
      const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      if (!this.byCode(code)) return code;
    }
  }

  byCode(code: string): ReferralCodeRecord | undefined {
    const wanted = normaliseCode(code);
    return this.codes.find((c) => c.code === wanted);
  }

  /** `build_referral`: a new code (a free one when none is given). */
  create(userId: number, input: { code?: string; split: ReferralSplit; note?: string }): ReferralCodeRecord {
    const mine = this.codes.filter((c) => c.userId === userId);
    if (mine.length >= MAX_REFERRAL_CODES) throw invalid(`You already have ${MAX_REFERRAL_CODES} referral codes, the most allowed.`);
    const code = input.code === undefined || input.code === '' ? this.freeCode() : normaliseCode(input.code);
    const problem = codeProblem(code);
    if (problem) throw invalid(problem === 'length' ? 'code: must be 4 to 15 characters' : 'code: only A–Z and 0–9 are allowed');
    if (this.byCode(code)) throw invalid(`code: ${code} is already taken`);
    const note = (input.note ?? '').trim();
    if (note.length > MAX_NOTE_LENGTH) throw invalid(`note: at most ${MAX_NOTE_LENGTH} characters`);
    const record: ReferralCodeRecord = {
      id: this.nextCodeId++,
      userId,
      code,
      split: input.split,
      note,
      isDefault: mine.length === 0,
      createdTime: this.clock(),
    };
    this.codes.push(record);
    this.saveCode(record);
    return record;
  }

  private own(userId: number, id: number): ReferralCodeRecord {
    const c = this.codes.find((x) => x.id === id && x.userId === userId);
    if (!c) throw new ApiError(ErrorCodes.NotFound, `No referral code ${id}.`);
    return c;
  }

  /** `edit_referral`: a code's split and note (the code itself stays). New referees take the new split. */
  edit(userId: number, id: number, input: { split?: ReferralSplit; note?: string }): ReferralCodeRecord {
    const c = this.own(userId, id);
    if (input.note !== undefined && input.note.trim().length > MAX_NOTE_LENGTH)
      throw invalid(`note: at most ${MAX_NOTE_LENGTH} characters`);
    if (input.split) c.split = input.split;
    if (input.note !== undefined) c.note = input.note.trim();
    this.saveCode(c);
    return c;
  }

  /** `default_referral/{id}`: the code the link and sharing use. */
  makeDefault(userId: number, id: number): ReferralCodeRecord {
    const target = this.own(userId, id);
    for (const c of this.codes) {
      if (c.userId !== userId || c.isDefault === (c === target)) continue;
      c.isDefault = c === target;
      this.saveCode(c);
    }
    return target;
  }

  /** `referral_check`: whether a code exists, and its split. */
  check(code: string): { valid: boolean; referralCode: string; referrerPercent?: number; refereePercent?: number } {
    const c = this.byCode(code);
    if (!c) return { valid: false, referralCode: normaliseCode(code) };
    return { valid: true, referralCode: c.code, ...percents(c.split) };
  }

  /** Binds a new account to a code (once, within a day of its creation, not to its own code). */
  bind(refereeId: number, createdAt: number, email: string | null, code: string): ReferralBindingRecord {
    const now = this.clock();
    if (this.bindings.has(refereeId)) throw invalid('This account already has a referrer.');
    if (this.engine.familyOf(refereeId) !== refereeId)
      throw invalid('referralCode: a sub-account is not a new user and binds no referral code');
    if (now - createdAt > BIND_WINDOW_MS) throw invalid('A referral code can only be added at sign-up.');
    const c = this.byCode(code);
    if (!c) throw invalid(`referralCode: ${normaliseCode(code)} does not exist`);
    if (c.userId === refereeId) throw invalid('referralCode: you cannot use your own code');
    if (this.engine.familyOf(c.userId) === this.engine.familyOf(refereeId))
      throw invalid('referralCode: the code belongs to an account of your own family (main and sub-accounts)');
    const b: ReferralBindingRecord = {
      refereeId,
      referrerId: c.userId,
      codeId: c.id,
      code: c.code,
      split: c.split,
      boundAt: now,
      email,
      traded: false,
      volume: '0',
    };
    this.bindings.set(refereeId, b);
    this.saveBinding(b);
    return b;
  }

  referrerOf(refereeId: number): ReferralBindingRecord | undefined {
    return this.bindings.get(refereeId);
  }

  refereesOf(referrerId: number): ReferralBindingRecord[] {
    return [...this.bindings.values()].filter((b) => b.referrerId === referrerId).sort((x, y) => x.boundAt - y.boundAt);
  }

  commissionsOf(referrerId: number): CommissionRecord[] {
    return this.commissions.filter((c) => c.referrerId === referrerId);
  }

  /** Trading hook: a referee's fill pays its referrer (and the referee's kickback) from the fee. */
  onFill(fill: FillRecord): void {
    const b = this.bindings.get(fill.userId);
    if (!b) return;
    b.traded = true;
    b.volume = new Decimal(b.volume).plus(new Decimal(fill.executedPrice).times(fill.executedQuantity)).toFixed();
    this.saveBinding(b);
    const { referrer, referee } = commissionOf(fill.fee, b.split, b.boundAt, fill.executedTimestamp);
    if (new Decimal(referrer).isZero() && new Decimal(referee).isZero()) return;
    if (!new Decimal(referrer).isZero()) this.engine.credit(b.referrerId, fill.feeAsset, new Decimal(referrer));
    if (!new Decimal(referee).isZero()) this.engine.credit(b.refereeId, fill.feeAsset, new Decimal(referee));
    const row: CommissionRecord = {
      id: this.nextCommissionId++,
      referrerId: b.referrerId,
      refereeId: b.refereeId,
      code: b.code,
      token: fill.feeAsset,
      amount: referrer,
      refereeAmount: referee,
      fillId: fill.id,
      createdTime: fill.executedTimestamp,
    };
    this.commissions.push(row);
    this.sink.growth({ kind: 'referral-commission', id: String(row.id), userId: row.referrerId, body: row });
  }

  /** When a binding stops paying. */
  static ends(b: ReferralBindingRecord): number {
    return referralEnds(b.boundAt);
  }
}

export const percents = (split: ReferralSplit) => {
  const { referrer, referee } = splitShares(split);
  return { referrerPercent: referrer, refereePercent: referee };
};

export const isSplit = (v: string): v is ReferralSplit => (REFERRAL_SPLITS as readonly string[]).includes(v);
