import type { LeadRow } from '../../../../src/domain/copy-trading/copy-views';
import { cardFigures, leadFigures } from '../../../../src/presentation/copy-trading/lead-figures';
import { sparklinePoints } from '../../../../src/presentation/copy-trading/roi-sparkline';

const row: LeadRow = {
  uuid: 'lead-a',
  coolName: 'Alpha',
  roi: '0.1234',
  pnl: '1234.5',
  copierPnl: '-20',
  winRate: '0.6',
  maxDrawdown: '0.075',
  sharpe: '1.234',
  aum: '5000',
  copiers: 4,
  maxCopiers: 100,
  tradingDays: 12,
  minCopyAmount: '50',
  profitShare: '0.1',
};

describe('lead trader figures with units', () => {
  it('a card shows four figures first: ROI and drawdown in %, PnL in USDT, copiers of the maximum', () => {
    expect(cardFigures('en', row).map((f) => [f.key, f.value])).toEqual([
      ['ROI', '12.34 %'],
      ['PNL', '1,234.50 USDT'],
      ['MAX_DRAWDOWN', '7.50 %'],
      ['COPIERS', '4 / 100'],
    ]);
  });

  it("the lead's page shows every figure, amounts in USDT and rates in %", () => {
    const byKey = Object.fromEntries(leadFigures('en', row).map((f) => [f.key, f.value]));
    expect(byKey).toMatchObject({
      COPIER_PNL: '-20.00 USDT',
      WIN_RATE: '60.00 %',
      AUM: '5,000.00 USDT',
      minCopyAmount: '50.00 USDT',
      profitShare: '10.00 %',
      SHARPE: '1.23',
    });
  });

  it('every figure is written in the separators of the language, the Sharpe ratio too', () => {
    const byKey = Object.fromEntries(leadFigures('ru', { ...row, sharpe: '-1.239' }).map((f) => [f.key, f.value]));
    // 1234.5 → "1 234,50"; a Sharpe ratio of -1.239 rounds toward zero: "-1,23"
    expect(byKey).toMatchObject({ PNL: '1\u00a0234,50 USDT', ROI: '12,34 %', SHARPE: '-1,23' });
  });
});

describe("the card's ROI sparkline", () => {
  it('steps right evenly and scales between the lowest and highest ROI (SVG y grows downward)', () => {
    expect(sparklinePoints(['0', '0.1', '0.05'], 120, 32)).toBe('0,32 60,0 120,16');
  });

  it('a flat series is drawn at mid-height; fewer than two days draw nothing', () => {
    expect(sparklinePoints(['0.02', '0.02'], 120, 32)).toBe('0,16 120,16');
    expect(sparklinePoints(['0.02'], 120, 32)).toBe('');
  });
});
