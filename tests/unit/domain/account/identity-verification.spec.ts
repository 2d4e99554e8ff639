import {
  ageOn,
  canApply,
  parseIsoDate,
  validateKycForm,
  type KycForm,
  type KycRegion,
} from '../../../../src/domain/account/identity-verification';

const REGIONS: KycRegion[] = [
  { code: 'GB', name: 'United Kingdom', eu: false, restricted: false },
  { code: 'US', name: 'United States', eu: false, restricted: true },
];
const GOOD: KycForm = {
  firstName: 'Zoë',
  lastName: "O'Neil-Smith",
  birthDate: '1990-05-17',
  country: 'GB',
  documentType: 'PASSPORT',
  document: { name: 'p.png', type: 'image/png', size: 20_480 },
};

describe('identity verification rules', () => {
  it.each([
    ['2000-02-29', { y: 2000, m: 2, d: 29 }], // 2000 is a leap year (divisible by 400)
    ['1900-02-29', undefined], // 1900 is not (divisible by 100, not by 400)
    ['2024-04-31', undefined],
    ['2024-13-01', undefined],
    ['24-01-01', undefined],
    ['2024-1-01', undefined],
  ])('reads %s as a calendar date or not', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it.each([
    ['2008-11-22', '2026-11-22', 18], // the 18th birthday is today
    ['2008-11-23', '2026-11-22', 17], // tomorrow
    ['2008-12-01', '2026-11-22', 17],
    ['2000-02-29', '2026-02-28', 25], // a leap-day birthday counts from 1 March in other years
    ['2000-02-29', '2026-03-01', 26],
  ])('born %s is, on %s, %i years old', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('accepts a good form: letters of any script, hyphens and apostrophes', () => {
    expect(validateKycForm(GOOD, REGIONS, '2026-11-22')).toEqual([]);
  });

  it('names every field with a problem, in the form’s order', () => {
    const form: KycForm = {
      ...GOOD,
      firstName: ' ',
      lastName: 'x'.repeat(51),
      birthDate: '2010-01-01',
      country: 'US',
      documentType: 'SELFIE',
      document: undefined,
    };
    expect(validateKycForm(form, REGIONS, '2026-11-22')).toEqual([
      { field: 'firstName', problem: 'required' },
      { field: 'lastName', problem: 'nameLength' },
      { field: 'birthDate', problem: 'tooYoung' },
      { field: 'country', problem: 'restrictedCountry' },
      { field: 'documentType', problem: 'documentType' },
      { field: 'document', problem: 'required' },
    ]);
  });

  it.each([
    [{ type: 'image/gif', size: 100 }, 'documentFormat'],
    [{ type: 'image/png', size: 0 }, 'documentEmpty'],
    [{ type: 'application/pdf', size: 5 * 1024 * 1024 + 1 }, 'documentTooLarge'],
  ])('refuses a document %o as %s', (doc, problem) => {
    expect(validateKycForm({ ...GOOD, document: { name: 'd', ...doc } }, REGIONS, '2026-11-22')).toEqual([{ field: 'document', problem }]);
  });

  it('takes a 5 MB document exactly, refuses an unknown country and a 121-year-old', () => {
    expect(
      validateKycForm({ ...GOOD, document: { name: 'd', type: 'application/pdf', size: 5 * 1024 * 1024 } }, REGIONS, '2026-11-22'),
    ).toEqual([]);
    expect(validateKycForm({ ...GOOD, country: 'XX' }, REGIONS, '2026-11-22')).toEqual([{ field: 'country', problem: 'unknownCountry' }]);
    expect(validateKycForm({ ...GOOD, birthDate: '1905-11-21' }, REGIONS, '2026-11-22')).toEqual([
      { field: 'birthDate', problem: 'tooOld' },
    ]);
  });

  it('lets a member apply when nothing is sent or the last one was rejected', () => {
    expect([
      canApply({ status: 'NONE' }),
      canApply({ status: 'PENDING' }),
      canApply({ status: 'APPROVED' }),
      canApply({ status: 'REJECTED' }),
    ]).toEqual([true, false, false, true]);
  });
});
