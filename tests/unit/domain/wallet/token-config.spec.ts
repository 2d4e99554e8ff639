import { depositChoices, withdrawChoices } from '../../../../src/domain/wallet/token-config';

describe('depositChoices', () => {
  it('lists every token that has a network, by name, a suspended one disabled; a token without networks is left out', () => {
    expect(
      depositChoices([
        { token: 'XRP', networks: ['XRP'], allowDeposit: false, allowWithdraw: true },
        { token: 'BTC', networks: ['BTC'], allowDeposit: true, allowWithdraw: true },
        { token: 'NEW', networks: [], allowDeposit: true, allowWithdraw: true },
        { token: 'ETH', networks: ['ETH'], allowDeposit: true, allowWithdraw: false },
      ]),
    ).toEqual([
      { token: 'BTC', disabled: false },
      { token: 'ETH', disabled: false },
      { token: 'XRP', disabled: true },
    ]);
  });

  it('is empty for an empty config', () => {
    expect(depositChoices([])).toEqual([]);
  });
});

describe('withdrawChoices', () => {
  it('lists every token that has a network, by name; one closed for withdrawals on every network disabled', () => {
    expect(
      withdrawChoices([
        { token: 'XRP', networks: ['XRP'], allowDeposit: false, allowWithdraw: true },
        { token: 'ETH', networks: ['ETH'], allowDeposit: true, allowWithdraw: false },
        { token: 'NEW', networks: [], allowDeposit: true, allowWithdraw: true },
        { token: 'BTC', networks: ['BTC'], allowDeposit: true, allowWithdraw: true },
      ]),
    ).toEqual([
      { token: 'BTC', disabled: false },
      { token: 'ETH', disabled: true },
      { token: 'XRP', disabled: false },
    ]);
  });
});
