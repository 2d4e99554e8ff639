import { accountTokenConfigs, withdrawBlock, type AccountWalletState } from '../../../../src/domain/wallet/account-token-config';
import type { SavedAddress } from '../../../../src/domain/wallet/address-book';
import type { TokenConfig } from '../../../../src/domain/wallet/token-config';

const NOW = Date.UTC(2026, 0, 10, 12);
const HOUR = 3600 * 1000;
const USDT: TokenConfig = { token: 'USDT', networks: ['TRON', 'ETH'], allowDeposit: true, allowWithdraw: true };
const XRP: TokenConfig = { token: 'XRP', networks: ['XRP'], allowDeposit: false, allowWithdraw: false };
const open: AccountWalletState = {
  now: NOW,
  maintenance: false,
  withdrawPasswordLockUntil: 0,
  accountLockUntil: 0,
  whitelistMode: false,
  saved: [],
};
const saved = (token: string, network: string, createdTime: number): SavedAddress => ({
  id: 1,
  label: 'Cold',
  token,
  network,
  address: 'x',
  extra: '',
  createdTime,
});

describe('accountTokenConfigs', () => {
  it('allows both sides of an open token and says why a suspended one is closed', () => {
    expect(accountTokenConfigs([USDT, XRP], open)).toEqual([
      { token: 'USDT', allowDeposit: true, allowWithdraw: true },
      { token: 'XRP', allowDeposit: false, allowWithdraw: false, depositReason: 'NETWORK_SUSPENDED', withdrawReason: 'NETWORK_SUSPENDED' },
    ]);
  });

  it('maintenance closes both sides of every token, before any other reason', () => {
    expect(accountTokenConfigs([USDT, XRP], { ...open, maintenance: true, withdrawPasswordLockUntil: NOW + HOUR })).toEqual([
      { token: 'USDT', allowDeposit: false, allowWithdraw: false, depositReason: 'MAINTENANCE', withdrawReason: 'MAINTENANCE' },
      { token: 'XRP', allowDeposit: false, allowWithdraw: false, depositReason: 'MAINTENANCE', withdrawReason: 'MAINTENANCE' },
    ]);
  });

  it('the 24 h lock after a withdraw password change closes withdrawals until its end; deposits stay open', () => {
    const until = NOW + 23 * HOUR;
    expect(accountTokenConfigs([USDT], { ...open, withdrawPasswordLockUntil: until })).toEqual([
      { token: 'USDT', allowDeposit: true, allowWithdraw: false, withdrawReason: 'WITHDRAW_LOCKED', withdrawLockedUntil: until },
    ]);
  });

  it('of two locks the later end wins and names its reason; a lock that has ended closes nothing', () => {
    expect(
      accountTokenConfigs([USDT], { ...open, withdrawPasswordLockUntil: NOW + HOUR, accountLockUntil: NOW + 5 * HOUR })[0],
    ).toMatchObject({ allowWithdraw: false, withdrawReason: 'ACCOUNT_LOCKED', withdrawLockedUntil: NOW + 5 * HOUR });
    expect(accountTokenConfigs([USDT], { ...open, withdrawPasswordLockUntil: NOW, accountLockUntil: NOW - 1 })[0].allowWithdraw).toBe(true);
  });

  it('whitelist mode: no saved address of the token closes its withdrawals; one saved 23 h ago opens in 1 h; one saved 24 h ago is open', () => {
    const on = { ...open, whitelistMode: true };
    expect(accountTokenConfigs([USDT], on)[0]).toEqual({
      token: 'USDT',
      allowDeposit: true,
      allowWithdraw: false,
      withdrawReason: 'WHITELIST_NO_ADDRESS',
    });
    expect(
      accountTokenConfigs([USDT], { ...on, saved: [saved('USDT', 'TRON', NOW - 23 * HOUR), saved('USDT', 'ETH', NOW - 2 * HOUR)] })[0],
    ).toMatchObject({ allowWithdraw: false, withdrawReason: 'WHITELIST_NO_ADDRESS', withdrawLockedUntil: NOW + HOUR });
    expect(accountTokenConfigs([USDT], { ...on, saved: [saved('USDT', 'TRON', NOW - 24 * HOUR)] })[0].allowWithdraw).toBe(true);
    // an address saved for another token does not open this one
    expect(accountTokenConfigs([USDT], { ...on, saved: [saved('BTC', 'BTC', NOW - 48 * HOUR)] })[0].allowWithdraw).toBe(false);
  });
});

describe('withdrawBlock', () => {
  const rows = accountTokenConfigs([USDT, XRP], open);

  it("before a token is chosen: only an account-wide reason (a token's own suspension is not shown)", () => {
    expect(withdrawBlock(rows, undefined)).toBeUndefined();
    expect(withdrawBlock(accountTokenConfigs([USDT, XRP], { ...open, withdrawPasswordLockUntil: NOW + HOUR }), undefined)).toEqual({
      reason: 'WITHDRAW_LOCKED',
      until: NOW + HOUR,
    });
  });

  it("with a token chosen: that token's reason, or nothing when it is open", () => {
    expect(withdrawBlock(rows, 'XRP')).toEqual({ reason: 'NETWORK_SUSPENDED' });
    expect(withdrawBlock(rows, 'USDT')).toBeUndefined();
    expect(withdrawBlock(rows, 'UNKNOWN')).toBeUndefined();
  });
});
