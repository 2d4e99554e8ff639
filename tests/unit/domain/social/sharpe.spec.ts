import { sharpe, sinceFirstTradingDay } from '../../../../src/domain/social/trader-metrics';

const day = (pnl: string, trades: number) => ({ pnl, trades });

describe('Sharpe ratio per trader (mean daily return ÷ sample std dev × √365, from the first trading day)', () => {
  it('starts the series on the first trading day, keeping idle days after it', () => {
    const days = [day('0', 0), day('0', 0), day('100', 2), day('0', 0), day('-50', 1)];
    expect(sinceFirstTradingDay(days)).toEqual([day('100', 2), day('0', 0), day('-50', 1)]);
    expect(sinceFirstTradingDay([day('0', 0), day('0', 0)])).toEqual([]);
  });

  it('computes the ratio by hand: returns +10 %, +10 %, −10 % on 1,000 USDT', () => {
    // equity 1000 → 1100 → 1210 → 1089: returns 0.1, 0.1, −0.1; mean 1/30; sample variance (2·(1/15)² + (2/15)²)/2 = 1/75
    // ratio = (1/30) ÷ √(1/75) × √365 = √(365/12) ≈ 5.515131
    const days = [day('0', 0), day('0', 0), day('100', 3), day('110', 1), day('-121', 2)];
    const ratio = sharpe(
      sinceFirstTradingDay(days).map((d) => d.pnl),
      '1000',
    );
    expect(Number(ratio)).toBeCloseTo(5.515131, 5);
    // counting the two days before the trader started as zero returns would give another (wrong) figure: 0.02 ÷ √0.007 × √365 = √(146/7) ≈ 4.566962
    expect(
      Number(
        sharpe(
          days.map((d) => d.pnl),
          '1000',
        ),
      ),
    ).toBeCloseTo(4.566962, 5);
  });

  it('has no ratio for a trader with a single trading day (was 1/√30 × √365 ≈ 3.49 for everyone over 30 days)', () => {
    const days = [...Array.from({ length: 29 }, () => day('0', 0)), day('25', 4)];
    expect(
      Number(
        sharpe(
          days.map((d) => d.pnl),
          '1000',
        ),
      ),
    ).toBeCloseTo(Math.sqrt(365 / 30), 6);
    expect(
      sharpe(
        sinceFirstTradingDay(days).map((d) => d.pnl),
        '1000',
      ),
    ).toBeUndefined();
  });

  it('differs between traders with different daily returns', () => {
    const steady = sharpe(['10', '10', '12'], '1000');
    const jumpy = sharpe(['50', '-40', '30'], '1000');
    expect(steady).toBeDefined();
    expect(jumpy).toBeDefined();
    expect(Number(steady)).not.toBeCloseTo(Number(jumpy), 2);
  });
});
