import { maxWithdrawal, withdrawFigures, withdrawProblem, type WithdrawRules } from '../../../../src/domain/wallet/withdraw';
import { refusal } from '../../../../src/domain/shared/refusal';
import { englishRefusal } from '../../../../simulator/http/refusal-english';

const usdtTron: WithdrawRules = {
  token: 'USDT',
  networkName: 'TRON (TRC20)',
  minimumWithdrawal: '10',
  withdrawalFee: '1',
  allowWithdraw: true,
};
const btc: WithdrawRules = {
  token: 'BTC',
  networkName: 'Bitcoin',
  minimumWithdrawal: '0.001',
  withdrawalFee: '0.0002',
  allowWithdraw: true,
};

describe('withdrawal arithmetic (hand-computed)', () => {
  it.each([
    ['100', '1', '101', '100'],
    ['10', '1', '11', '10'],
    ['0.05', '0.0002', '0.0502', '0.05'],
    ['250.123456', '2', '252.123456', '250.123456'],
  ])('amount %s with fee %s takes %s and delivers %s', (amount, fee, total, receive) => {
    expect(withdrawFigures(amount, fee)).toEqual({ amount, fee, total, receive });
  });

  it.each([
    ['10000', '1', '9999'],
    ['0.1', '0.0002', '0.0998'],
    ['0.00015', '0.0002', '0'],
    ['1', '1', '0'],
    ['12.345678919', '0.25', '12.09567891'],
  ])('Max of available %s with fee %s is %s', (available, fee, max) => {
    expect(maxWithdrawal(available, fee)).toBe(max);
  });
});

describe('withdrawProblem', () => {
  const n = (decimal: string) => ({ decimal });
  it.each([
    [usdtTron, '100', '10000', undefined],
    [usdtTron, '9999', '10000', undefined],
    // 10000 + fee 1 = 10001 > 10000
    [
      usdtTron,
      '10000',
      '10000',
      refusal('withdraw.insufficient', { token: 'USDT', amount: n('10000'), fee: n('1'), total: n('10001'), available: n('10000') }),
    ],
    [usdtTron, '9.99', '10000', refusal('withdraw.belowMinimum', { token: 'USDT', network: 'TRON (TRC20)', minimum: n('10') })],
    [usdtTron, '0', '10000', refusal('withdraw.amountNotPositive')],
    [usdtTron, '-5', '10000', refusal('withdraw.amountNotPositive')],
    [usdtTron, 'abc', '10000', refusal('withdraw.amountNotPositive')],
    [usdtTron, '10.123456789', '10000', refusal('withdraw.tooManyDecimals', { token: 'USDT', decimals: n('8') })],
    [btc, '0.001', '0.0012', undefined],
    // 0.001 + fee 0.0002 = 0.0012 > 0.00119999
    [
      btc,
      '0.001',
      '0.00119999',
      refusal('withdraw.insufficient', {
        token: 'BTC',
        amount: n('0.001'),
        fee: n('0.0002'),
        total: n('0.0012'),
        available: n('0.00119999'),
      }),
    ],
    [btc, '0.0009', '1', refusal('withdraw.belowMinimum', { token: 'BTC', network: 'Bitcoin', minimum: n('0.001') })],
  ])('%#: %s of %s available → %j', (rules, amount, available, expected) => {
    expect(withdrawProblem(rules, amount, available)?.refusal).toEqual(expected);
  });

  it('the simulator words a refusal in English from the same catalogue', () => {
    expect(englishRefusal(withdrawProblem(usdtTron, '10000', '10000')!.refusal)).toBe(
      'Not enough USDT: 10000 plus the fee of 1 is 10001, and 10000 is available.',
    );
    expect(englishRefusal(withdrawProblem(btc, '0.0009', '1')!.refusal)).toBe('The minimum withdrawal of BTC on Bitcoin is 0.001.');
  });

  it('a suspended network is refused first, with its reason', () => {
    const suspended = { ...usdtTron, allowWithdraw: false, suspendReason: 'Network upgrade in progress' };
    expect(withdrawProblem(suspended, '100', '10000')).toEqual({
      code: 'suspended',
      refusal: refusal('withdraw.suspended', { token: 'USDT', network: 'TRON (TRC20)', reason: 'Network upgrade in progress' }),
    });
    expect(withdrawProblem({ ...usdtTron, allowWithdraw: false }, '100', '10000')?.refusal).toEqual(
      refusal('withdraw.suspendedNoReason', { token: 'USDT', network: 'TRON (TRC20)' }),
    );
  });
});
