import { copyFieldRules } from '../../../../src/domain/copy-trading/copy-limits';
import type { CopyLimits } from '../../../../src/domain/copy-trading/copy-views';
import { amountProblem } from '../../../../src/domain/shared/amount-rule';

const LIMITS: CopyLimits = {
  leadUuid: 'lead-1',
  minCopyAmount: '50',
  maxCopyAmount: '20000',
  minRatio: '0.1',
  maxRatio: '5',
  minSlippage: '0.001',
  maxSlippage: '0.05',
  maxLeverage: 20,
  profitShare: '0.1',
  available: '1500',
  symbols: ['PERP_BTC_USDT'],
  full: false,
  copyId: null,
} as CopyLimits;

describe("the copy form's limits (a pure rule against the lead trader's bounds)", () => {
  const fixed = copyFieldRules(LIMITS, { mode: 'FIXED_AMOUNT', leverageMode: 'FOLLOW' });
  const byRatio = copyFieldRules(LIMITS, { mode: 'FIXED_RATIO', leverageMode: 'FIXED' });

  it('the amount: at least 50, at most what is held (1,500) before the product maximum of 20,000', () => {
    expect(amountProblem('49.99', fixed.amount!)).toEqual({ code: 'belowMin', min: '50' });
    expect(amountProblem('1500', fixed.amount!)).toBeUndefined();
    expect(amountProblem('1500.01', fixed.amount!)).toEqual({ code: 'insufficient', available: '1500' });
  });

  it('slippage in percent: 0.001 → 0.1 %, 0.05 → 5 %', () => {
    expect(fixed.maxSlippage).toEqual({ required: true, min: '0.1', max: '5' });
    expect(amountProblem('5.1', fixed.maxSlippage!)).toEqual({ code: 'aboveMax', max: '5' });
  });

  it('the ratio only when copying by ratio; a fixed leverage a whole number from 1 to 20', () => {
    expect(fixed.ratio).toBeUndefined();
    expect(fixed.leverage).toBeUndefined();
    expect(byRatio.ratio).toEqual({ required: true, min: '0.1', max: '5' });
    expect(byRatio.leverage).toEqual({ required: true, decimals: 0, min: '1', max: '20' });
    expect(amountProblem('21', byRatio.leverage!)).toEqual({ code: 'aboveMax', max: '20' });
  });

  it('the portfolio stop loss from 1 % to 100 %', () => {
    expect(amountProblem('0.5', fixed.portfolioStopLoss!)).toEqual({ code: 'belowMin', min: '1' });
    expect(amountProblem('100', fixed.portfolioStopLoss!)).toBeUndefined();
  });
});
