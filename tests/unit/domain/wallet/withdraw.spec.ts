import { maxWithdrawal, withdrawFigures, withdrawProblem, type WithdrawRules } from '../../../../src/domain/wallet/withdraw';

const usdtTron: WithdrawRules = { token: 'USDT', networkName: 'TRON (TRC20)', minimumWithdrawal: '10', withdrawalFee: '1', allowWithdraw: true };
const btc: WithdrawRules = { token: 'BTC', networkName: 'Bitcoin', minimumWithdrawal: '0.001', withdrawalFee: '0.0002', allowWithdraw: true };

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
  it.each([
    [usdtTron, '100', '10000', undefined],
    [usdtTron, '9999', '10000', undefined],
    [usdtTron, '10000', '10000', 'Not enough USDT: 10000 plus the fee of 1 is 10001, and 10000 is available.'],
    [usdtTron, '9.99', '10000', 'The minimum withdrawal of USDT on TRON (TRC20) is 10.'],
    [usdtTron, '0', '10000', 'Enter an amount greater than 0.'],
    [usdtTron, '-5', '10000', 'Enter an amount greater than 0.'],
    [usdtTron, 'abc', '10000', 'Enter an amount greater than 0.'],
    [usdtTron, '10.123456789', '10000', 'USDT amounts have at most 8 decimals.'],
    [btc, '0.001', '0.0012', undefined],
    [btc, '0.001', '0.00119999', 'Not enough BTC: 0.001 plus the fee of 0.0002 is 0.0012, and 0.00119999 is available.'],
    [btc, '0.0009', '1', 'The minimum withdrawal of BTC on Bitcoin is 0.001.'],
  ])('%#: %s of %s available → %s', (rules, amount, available, message) => {
    expect(withdrawProblem(rules, amount, available)?.message).toBe(message);
  });

  it('a suspended network is refused first, with its reason', () => {
    const suspended = { ...usdtTron, allowWithdraw: false, suspendReason: 'Network upgrade in progress' };
    expect(withdrawProblem(suspended, '100', '10000')).toEqual({ code: 'suspended', message: 'Withdrawals of USDT on TRON (TRC20) are suspended: Network upgrade in progress.' });
  });
});
