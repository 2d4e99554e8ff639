import { campaignPayouts, paidTotal, payoutDue } from '../../../../src/domain/campaigns/payout';

// EZPZ's tiers: 1st 1,000, 2nd 600, 3rd 400, 4th to 10th 100 each (pool 2,700).
const TIERS = [
  { fromRank: 1, toRank: 1, amount: '1000' },
  { fromRank: 2, toRank: 2, amount: '600' },
  { fromRank: 3, toRank: 3, amount: '400' },
  { fromRank: 4, toRank: 10, amount: '100' },
];
const paid = (rows: [string, number, number][]) =>
  campaignPayouts(
    TIERS,
    rows.map(([key, rank, tied]) => ({ key, rank, tied })),
  ).map((p) => `${p.key} #${p.rank} ${p.amount.toFixed()}`);

describe('campaign prizes paid at the end', () => {
  it('pays each place its tier', () => {
    expect(
      paid([
        ['ann', 1, 1],
        ['bob', 2, 1],
        ['cy', 3, 1],
        ['dee', 4, 1],
      ]),
    ).toEqual(['ann #1 1000', 'bob #2 600', 'cy #3 400', 'dee #4 100']);
  });

  it('tied places share the prizes of the places they take: 2nd and 3rd → (600 + 400) / 2 = 500 each', () => {
    expect(
      paid([
        ['ann', 1, 1],
        ['bob', 2, 2],
        ['cy', 2, 2],
        ['dee', 4, 1],
      ]),
    ).toEqual(['ann #1 1000', 'bob #2 500', 'cy #2 500', 'dee #4 100']);
  });

  it('a tie across the last paid place shares what is left, rounded down: 10th to 12th → 100 / 3 = 33.33', () => {
    const rows: [string, number, number][] = [
      ['j', 10, 3],
      ['k', 10, 3],
      ['l', 10, 3],
    ];
    expect(paid(rows)).toEqual(['j #10 33.33', 'k #10 33.33', 'l #10 33.33']);
    // 99.99 paid of the 100 the 10th place is worth: a cent stays unpaid, never more than the pool
    expect(
      paidTotal(
        campaignPayouts(
          TIERS,
          rows.map(([key, rank, tied]) => ({ key, rank, tied })),
        ),
      ).toFixed(),
    ).toBe('99.99');
  });

  it('places beyond the tiers are not paid', () => {
    expect(
      paid([
        ['k', 11, 1],
        ['l', 12, 1],
      ]),
    ).toEqual([]);
  });

  it('a full board pays exactly the pool: 1,000 + 600 + 400 + 7 × 100 = 2,700', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ key: `t${i + 1}`, rank: i + 1, tied: 1 }));
    expect(paidTotal(campaignPayouts(TIERS, rows)).toFixed()).toBe('2700');
  });

  it.each([
    [999, false, false],
    [1000, false, true],
    [5000, false, true],
    [5000, true, false],
  ])('ending at 1000, at %p with paid=%p the prizes are due: %p', (now, already, due) => {
    expect(payoutDue({ endTime: 1000 }, now, already)).toBe(due);
  });
});
