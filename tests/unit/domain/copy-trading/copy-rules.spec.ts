import { num, refusal } from '../../../../src/domain/shared/refusal';
import { settingsProblem, type CopySettings } from '../../../../src/domain/copy-trading/copy-settings';
import { closingQuantity, entrySlippage, openingQuantity, slippageExceeded } from '../../../../src/domain/copy-trading/copy-sizing';
import { copyFee, portfolioStopReached, positionExit, settleProfitShare } from '../../../../src/domain/copy-trading/copy-profit';

const amount: CopySettings = { mode: 'FIXED_AMOUNT', amount: '1000', leverageMode: 'FOLLOW', symbols: [], maxSlippage: '0.01' };
const base = {
  fillPrice: '40000',
  leadEquity: '20000',
  leverage: 10,
  openNotional: '0',
  step: '0.001',
  minQuantity: '0.001',
  minNotional: '10',
};

describe('copy order size (hand-computed)', () => {
  it.each([
    ['fixed amount: 0.5 × 1000 ÷ 20000', amount, { fillQuantity: '0.5' }, { quantity: '0.025' }],
    [
      'max amount per order 600 USDT: 600 ÷ 40000',
      { ...amount, maxOrderAmount: '600' },
      { fillQuantity: '0.5' },
      { quantity: '0.015', capped: 'MAX_ORDER_AMOUNT' },
    ],
    [
      'room 1000 × 2 − 1500 = 500 USDT: 0.0125 floored',
      amount,
      { fillQuantity: '0.5', leverage: 2, openNotional: '1500' },
      { quantity: '0.012', capped: 'ROOM' },
    ],
    ['no room left', amount, { fillQuantity: '0.5', leverage: 2, openNotional: '2000' }, { skip: 'NO_ROOM' }],
    ['under the minimum: 0.000005 floors to 0', { ...amount, amount: '100' }, { fillQuantity: '0.001' }, { skip: 'BELOW_MINIMUM' }],
    ['fixed ratio 0.5 of 0.3', { ...amount, mode: 'FIXED_RATIO', ratio: '0.5' }, { fillQuantity: '0.3' }, { quantity: '0.15' }],
    ['no lead equity', amount, { fillQuantity: '0.5', leadEquity: '0' }, { skip: 'LEAD_EQUITY' }],
  ] as const)('%s', (_name, settings, input, expected) => {
    expect(openingQuantity({ ...base, ...input, settings: settings as CopySettings })).toEqual(expected);
  });

  it.each([
    ['a quarter of the lead position: 0.04 × 0.25', '0.04', '0.25', '1', { quantity: '0.01' }],
    ['the whole lead position: all of it', '0.037', '1', '1', { quantity: '0.037' }],
    ['half, floored: 0.0185 → 0.018', '-0.037', '0.5', '-1', { quantity: '0.018' }],
    ['nothing copied', '0', '0.5', '1', { skip: 'NOTHING_TO_CLOSE' }],
  ])('closing %s', (_name, copied, fill, before, expected) => {
    expect(closingQuantity(copied, fill, before, '0.001')).toEqual(expected);
  });
});

describe('slippage, profit share, stops', () => {
  it.each([
    ['BUY', '100', '101', '0.01'],
    ['SELL', '100', '99.5', '0.005'],
    ['BUY', '100', '99', '0'],
    ['SELL', '100', '100.2', '0'],
  ] as const)('%s lead %s, walk %s: slippage %s', (side, lead, walk, slip) => {
    expect(entrySlippage(side, lead, walk)).toBe(slip);
  });

  it('skips only beyond the max', () => {
    expect(slippageExceeded('BUY', '100', '101', '0.005')).toBe(true);
    expect(slippageExceeded('BUY', '100', '100.5', '0.005')).toBe(false);
  });

  it.each([
    ['150 profit, 20 %', '150', '0', '0.2', { share: '30', highWaterMark: '150' }],
    ['below the high water mark', '100', '150', '0.2', { share: '0', highWaterMark: '150' }],
    ['25.555 above it, 10 %, rounded down', '175.555', '150', '0.1', { share: '2.55', highWaterMark: '175.555' }],
    ['a loss', '-40', '0', '0.3', { share: '0', highWaterMark: '0' }],
  ])('profit share: %s', (_n, net, mark, rate, expected) => {
    expect(settleProfitShare(net, mark, rate)).toEqual(expected);
  });

  it('closes a copied position at its TP or SL', () => {
    expect(positionExit('0.1', '40000', '44000', '0.1', '0.05')).toBe('TAKE_PROFIT');
    expect(positionExit('-0.1', '40000', '42000', '0.1', '0.05')).toBe('STOP_LOSS');
    expect(positionExit('0.1', '40000', '41000', '0.1', '0.05')).toBeUndefined();
  });

  it('stops the copy at the portfolio stop loss: 20 % of 1000 USDT', () => {
    expect(portfolioStopReached('-200', '1000', '0.2')).toBe(true);
    expect(portfolioStopReached('-199.99', '1000', '0.2')).toBe(false);
    expect(portfolioStopReached('-900', '1000', undefined)).toBe(false);
  });

  it.each([
    [{ amount: '5' }, 'amount'],
    [{ amount: '200001' }, 'amount'],
    [{ maxSlippage: '0.0005' }, 'maxSlippage'],
    [{ maxSlippage: '0.031' }, 'maxSlippage'],
    [{ mode: 'FIXED_RATIO' }, 'ratio'],
    [{ leverageMode: 'FIXED', leverage: 51 }, 'leverage'],
    [{ portfolioStopLoss: '1.5' }, 'portfolioStopLoss'],
  ] as const)('refuses %o (%s)', (change, field) => {
    expect(settingsProblem({ ...amount, ...change } as CopySettings)?.field).toBe(field);
  });

  it('takes the lead trader minimum copy amount', () => {
    expect(settingsProblem({ ...amount, amount: '40' }, '50')?.refusal).toEqual(
      refusal('copy.amountRange', { min: num('50'), max: num('200000') }),
    );
    expect(settingsProblem(amount, '50')).toBeUndefined();
  });
});

describe('copy fee (2 bps of the executed notional, rounded up to 0.01 USDT)', () => {
  it.each([
    ['0.025 BTC at 40000 = 1000 USDT → 0.2', '1000', '0.2'],
    ['123.45 USDT → 0.02469 → 0.03', '123.45', '0.03'],
    ['10 USDT → 0.002 → 0.01 (a cent at least)', '10', '0.01'],
    ['exactly 0.25 stays 0.25 (1250 USDT)', '1250', '0.25'],
    ['nothing executed → none', '0', '0'],
  ])('%s', (_name, notional, fee) => {
    expect(copyFee(notional)).toBe(fee);
  });
});
