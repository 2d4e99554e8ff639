import type {
  Commission,
  Paged,
  Referee,
  ReferralApiPort,
  ReferralCampaign,
  ReferralCode,
  ReferralSharing,
  ReferralTotals,
} from '../../../src/application/referral/ports/referral-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { MAX_REFERRAL_CODES, type ReferralSplit } from '../../../src/domain/referral/referral';
import { err, ok } from '../../../src/domain/shared/result';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });
const page = <T>(rows: readonly T[], p: number, size: number): Paged<T> => ({
  rows: rows.slice((p - 1) * size, p * size),
  total: rows.length,
  page: p,
  size,
});

/** The user centre's referral calls in memory, as simulator/campaigns/referrals.ts keeps them: a default code made on first use. */
export class FakeReferralApi implements ReferralApiPort {
  codeRows: ReferralCode[] = [];
  totalsNow: ReferralTotals = { referees: 0, tradedReferees: 0, volume: '0', earned30d: [], earnedTotal: [] };
  refereeRows: Referee[] = [];
  commissionRows: Commission[] = [];
  /** How many calls reached the exchange to create a code. */
  createCalls = 0;
  private nextId = 1;
  private nextFree = 1;

  campaignNow: ReferralCampaign | undefined = {
    id: 'REFERRAL_2025',
    title: 'Invite friends',
    commissionRate: '0.3',
    durationDays: 365,
    endTime: Date.UTC(2030, 0, 1),
    target: 3,
    referees: 0,
    tradedReferees: 0,
    completed: false,
  };
  shareTexts: string[] = ['Trade with my code {code}: {link}'];
  /** The languages the campaign and the share texts were asked in. */
  languages: string[] = [];

  constructor(private readonly now: () => number) {}

  async campaign(language: string) {
    this.languages.push(language);
    return ok(this.campaignNow);
  }

  async sharing(language: string) {
    this.languages.push(language);
    this.ensureDefault();
    const code = (this.codeRows.find((c) => c.isDefault) ?? this.codeRows[0]).code;
    return ok({
      code,
      texts: this.shareTexts.map((t) => t.replaceAll('{code}', code)),
      imageUrl: '/promotion/referral-share.svg',
    } as ReferralSharing);
  }

  private ensureDefault(): void {
    if (this.codeRows.length === 0) this.codeRows.push(this.row('DEFAULT1', '100/0', '', true));
  }

  private row(code: string, split: ReferralSplit, note: string, isDefault: boolean): ReferralCode {
    return { id: this.nextId++, code, split, note, isDefault, referees: 0, createdTime: this.now() };
  }

  async codes() {
    this.ensureDefault();
    return ok([...this.codeRows] as readonly ReferralCode[]);
  }

  async totals() {
    return ok(this.totalsNow);
  }

  async referees(p: number, size: number) {
    return ok(page(this.refereeRows, p, size));
  }

  async commissions(p: number, size: number) {
    return ok(page(this.commissionRows, p, size));
  }

  async create(input: { readonly code?: string; readonly split: ReferralSplit; readonly note?: string }) {
    this.createCalls++;
    this.ensureDefault();
    if (this.codeRows.length >= MAX_REFERRAL_CODES) return err(refused(`code: at most ${MAX_REFERRAL_CODES} codes`));
    const code = input.code ?? `FREE${String(this.nextFree++).padStart(4, '0')}`;
    if (this.codeRows.some((c) => c.code === code)) return err(refused(`code: ${code} is already taken`));
    const row = this.row(code, input.split, input.note ?? '', false);
    this.codeRows.push(row);
    return ok(row);
  }

  async edit(id: number, patch: { readonly split?: ReferralSplit; readonly note?: string }) {
    const found = this.codeRows.find((c) => c.id === id);
    if (!found) return err(refused('id: no such code'));
    const row = { ...found, ...(patch.split ? { split: patch.split } : {}), ...(patch.note !== undefined ? { note: patch.note } : {}) };
    this.codeRows = this.codeRows.map((c) => (c.id === id ? row : c));
    return ok(row);
  }

  async makeDefault(id: number) {
    if (!this.codeRows.some((c) => c.id === id)) return err(refused('id: no such code'));
    this.codeRows = this.codeRows.map((c) => ({ ...c, isDefault: c.id === id }));
    return ok(this.codeRows.find((c) => c.id === id)!);
  }

  async freeCode() {
    return ok(`FREE${String(this.nextFree).padStart(4, '0')}`);
  }
}
