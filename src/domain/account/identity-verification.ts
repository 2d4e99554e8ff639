/**
 * Identity verification: the levels and what each unlocks, the application form's rules, and the
 * states an application goes through (NONE → PENDING → APPROVED or REJECTED with a reason; a rejected applicant may
 * apply again). Pure: dates are ISO `yyyy-mm-dd` strings compared by their parts, never by the local time zone.
 */

export type KycStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED';
export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The largest document the simulator keeps (5 MB), and the smallest it can read (10 KB: anything less is refused at review). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIN_READABLE_BYTES = 10 * 1024;
export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** A country of `GET /userkyc/region`: EU members see the EU rules; restricted countries cannot apply. */
export interface KycRegion {
  readonly code: string;
  readonly name: string;
  readonly eu: boolean;
  readonly restricted: boolean;
}

/** The account's verification as `kyc_identity_verification` reports it. */
export interface KycState {
  readonly level: 0 | 1;
  readonly status: KycStatus;
  /** Why the last application was rejected ('' otherwise). */
  readonly reason: string;
  readonly submittedAt: number;
  readonly reviewedAt: number;
  readonly country: string;
  readonly documentType: DocumentType | '';
}

/** What each level unlocks (the view translates the keys). Level 1 needs an approved application. */
export interface KycLevel {
  readonly level: 0 | 1;
  readonly dailyWithdrawalUsdt: string;
  readonly unlocks: readonly string[];
}

export const KYC_LEVELS: readonly KycLevel[] = [
  { level: 0, dailyWithdrawalUsdt: '10000', unlocks: ['deposit', 'spot', 'perps', 'convert'] },
  { level: 1, dailyWithdrawalUsdt: '1000000', unlocks: ['deposit', 'spot', 'perps', 'convert', 'buyCrypto', 'leadTrader', 'higherLimits'] },
];

/** The rules EU residents see (the view translates the keys). */
export const EU_RULES = ['euIdentityFirst', 'euNoPerpsRetail', 'euDataStaysInEu'] as const;

export interface KycForm {
  readonly firstName: string;
  readonly lastName: string;
  /** ISO date `yyyy-mm-dd`. */
  readonly birthDate: string;
  readonly country: string;
  readonly documentType: string;
  readonly document: { readonly name: string; readonly type: string; readonly size: number } | undefined;
}

export type KycField = 'firstName' | 'lastName' | 'birthDate' | 'country' | 'documentType' | 'document';
export type KycProblem =
  | 'required'
  | 'nameChars'
  | 'nameLength'
  | 'dateFormat'
  | 'tooYoung'
  | 'tooOld'
  | 'unknownCountry'
  | 'restrictedCountry'
  | 'documentType'
  | 'documentFormat'
  | 'documentTooLarge'
  | 'documentEmpty';

export interface KycRefusal {
  readonly field: KycField;
  readonly problem: KycProblem;
}

/** Letters of any script, spaces, hyphens, apostrophes and dots; 1–50 characters. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's parts if it is a real calendar date (`2001-02-29` is not). */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1) return undefined;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days ? { y, m, d } : undefined;
}

/** Whole years from `birth` to `today` (both ISO dates): the birthday counts on its day. */
export function ageOn(birth: string, today: string): number | undefined {
  const b = parseIsoDate(birth);
  const t = parseIsoDate(today);
  if (!b || !t) return undefined;
  const hadBirthday = t.m > b.m || (t.m === b.m && t.d >= b.d);
  return t.y - b.y - (hadBirthday ? 0 : 1);
}

function nameProblem(value: string): KycProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if (name.length > 50) return 'nameLength';
  return NAME.test(name) ? undefined : 'nameChars';
}

/** Every problem of the form, in the form's order (none: it may be sent). `today` is the ISO date of the check. */
export function validateKycForm(form: KycForm, regions: readonly KycRegion[], today: string): KycRefusal[] {
  const problems: KycRefusal[] = [];
  const add = (field: KycField, problem: KycProblem | undefined) => {
    if (problem) problems.push({ field, problem });
  };
  add('firstName', nameProblem(form.firstName));
  add('lastName', nameProblem(form.lastName));
  const age = form.birthDate === '' ? undefined : ageOn(form.birthDate, today);
  add(
    'birthDate',
    form.birthDate === ''
      ? 'required'
      : age === undefined
        ? 'dateFormat'
        : age < MIN_AGE
          ? 'tooYoung'
          : age > MAX_AGE
            ? 'tooOld'
            : undefined,
  );
  const region = regions.find((r) => r.code === form.country);
  add('country', form.country === '' ? 'required' : !region ? 'unknownCountry' : region.restricted ? 'restrictedCountry' : undefined);
  add(
    'documentType',
    form.documentType === '' ? 'required' : (DOCUMENT_TYPES as readonly string[]).includes(form.documentType) ? undefined : 'documentType',
  );
  const doc = form.document;
  add(
    'document',
    !doc
      ? 'required'
      : !(DOCUMENT_MIME_TYPES as readonly string[]).includes(doc.type)
        ? 'documentFormat'
        : doc.size === 0
          ? 'documentEmpty'
          : doc.size > DOCUMENT_MAX_BYTES
            ? 'documentTooLarge'
            : undefined,
  );
  return problems;
}

/** Whether the user may send an application now: not while one is pending or once approved. */
export function canApply(state: Pick<KycState, 'status'>): boolean {
  return state.status === 'NONE' || state.status === 'REJECTED';
}
