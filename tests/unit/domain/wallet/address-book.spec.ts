import { refusal } from '../../../../src/domain/shared/refusal';
import { englishRefusal } from '../../../../simulator/http/refusal-english';
import { WHITELIST_LOCK_MS, labelProblem, whitelistRefusal, type SavedAddress } from '../../../../src/domain/wallet/address-book';

const T0 = Date.UTC(2026, 0, 1);
const cold: SavedAddress = {
  id: 1,
  label: 'Cold',
  token: 'USDT',
  network: 'TRON',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  extra: '',
  createdTime: T0,
};
const xrp: SavedAddress = {
  id: 2,
  label: 'Ripple',
  token: 'XRP',
  network: 'XRP',
  address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  extra: '42',
  createdTime: T0,
};
const book = [cold, xrp];
const target = (s: SavedAddress, over: Partial<SavedAddress> = {}) => ({
  token: s.token,
  network: s.network,
  address: s.address,
  extra: s.extra,
  ...over,
});

describe('the whitelist rule', () => {
  it.each([
    ['mode off: any address', false, target(cold, { address: 'TXYZ' }), T0, undefined],
    ['mode on: unsaved address', true, target(cold, { address: 'TNotSaved' }), T0 + WHITELIST_LOCK_MS, 'notWhitelisted'],
    ['mode on: saved on another network', true, target(cold, { network: 'ETH' }), T0 + WHITELIST_LOCK_MS, 'notWhitelisted'],
    ['mode on: saved memo differs', true, target(xrp, { extra: '43' }), T0 + WHITELIST_LOCK_MS, 'notWhitelisted'],
    ['mode on: saved 1 ms short of 24 h', true, target(cold), T0 + WHITELIST_LOCK_MS - 1, 'locked'],
    ['mode on: saved exactly 24 h ago', true, target(cold), T0 + WHITELIST_LOCK_MS, undefined],
    ['mode on: saved memo address after 24 h', true, target(xrp), T0 + 2 * WHITELIST_LOCK_MS, undefined],
  ])('%s', (_name, mode, to, now, code) => {
    expect(whitelistRefusal(mode, book, to, now)?.code).toBe(code);
  });

  it('a locked address says when it opens', () => {
    expect(whitelistRefusal(true, book, target(cold), T0 + 1000)).toEqual({
      code: 'locked',
      until: T0 + WHITELIST_LOCK_MS,
      refusal: refusal('withdraw.whitelistLocked', { label: 'Cold', until: { time: T0 + WHITELIST_LOCK_MS } }),
    });
    expect(englishRefusal(whitelistRefusal(true, book, target(cold), T0 + 1000)!.refusal)).toBe(
      '"Cold" was whitelisted less than 24 hours ago: withdrawals to it open at 2026-01-02T00:00:00.000Z.',
    );
  });

  it.each([
    ['', refusal('withdraw.labelRequired')],
    ['x'.repeat(31), refusal('withdraw.labelTooLong', { max: { decimal: '30' } })],
    ['COLD', refusal('withdraw.labelTaken', { label: 'COLD' })],
    ['Hot', undefined],
  ])('label %j → %j', (label, problem) => {
    expect(labelProblem(book, label)).toEqual(problem);
  });
});
