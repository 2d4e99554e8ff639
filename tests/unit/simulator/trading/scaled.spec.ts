import Decimal from 'decimal.js';
import {
  decimalText,
  feeFraction,
  fromScaled,
  gridStep,
  GridText,
  scaledNumber,
  stepsOf,
  toScaled,
} from '../../../../simulator/trading/scaled';
import { AccountState } from '../../../../simulator/trading/account-state';
import { Ledger } from '../../../../simulator/trading/ledger';
import type { TradingRepository } from '../../../../simulator/trading/records';
import { TradingWriter } from '../../../../simulator/trading/writer';

const nowhere: TradingRepository = {
  load: async () => ({ accounts: [], orders: [], fills: [], balances: [], positions: [], ledger: [] }),
  apply: async () => undefined,
};

describe("scaled integers: the ledger's exact amounts and their decimal edges", () => {
  it('reads decimals into 10^-30 units and writes them back as plain strings', () => {
    expect(toScaled('0.1')).toBe(10n ** 29n);
    expect(toScaled('1e12')).toBe(10n ** 42n);
    expect(toScaled(new Decimal('-2.5'))).toBe(-25n * 10n ** 29n);
    expect(fromScaled(10n ** 29n)).toBe('0.1');
    expect(fromScaled(-25n * 10n ** 29n)).toBe('-2.5');
    expect(fromScaled(1n)).toBe('0.000000000000000000000000000001');
    expect(fromScaled(10000n * 10n ** 30n)).toBe('10000');
    expect(fromScaled(0n)).toBe('0');
    // 0.1 + 0.2 is exactly 0.3 here
    expect(fromScaled(toScaled('0.1') + toScaled('0.2'))).toBe('0.3');
  });

  it('gives the wire the same number as the decimal string would', () => {
    expect(scaledNumber(toScaled('0.1009995'))).toBe(0.1009995);
    expect(scaledNumber(toScaled('65633.5'))).toBe(65633.5);
    expect(scaledNumber(toScaled('-9845.025'))).toBe(-9845.025);
    expect(scaledNumber(0n)).toBe(0);
  });

  it("reads a balance's number from its text: the same number as scaledNumber, on random amounts", () => {
    const ledger = new Ledger<AccountState>({ writer: new TradingWriter(nowhere), accounts: new Map(), touchBalance: () => undefined });
    const a = new AccountState(1, 10, 0);
    let seed = 7;
    const digit = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10).toString();
    for (let n = 0; n < 5_000; n += 1) {
      const length = 1 + (n % 45);
      const target = BigInt(Array.from({ length }, digit).join(''));
      ledger.release(a, 'USDT', a.balance('USDT').f);
      ledger.holdExactly(a, 'USDT', target, 0);
      ledger.freeze(a, 'USDT', target / 3n);
      const b = a.balance('USDT');
      expect(b.holdingText()).toBe(fromScaled(target));
      expect(b.holdingNumber()).toBe(scaledNumber(target));
      expect(b.frozenText()).toBe(fromScaled(target / 3n));
      expect(b.frozenNumber()).toBe(scaledNumber(target / 3n));
    }
    expect(a.ledger.at(-1)!.balanceAfter).toBe(a.balance('USDT').holdingText());
  });

  it('counts grid steps of plain decimal strings, and nothing else', () => {
    const tick = gridStep(new Decimal('0.1'));
    const lot = gridStep(new Decimal('0.00001'));
    expect(stepsOf('65633.5', tick)).toBe(656335);
    expect(stepsOf('65633.50', tick)).toBe(656335);
    expect(stepsOf('0.001', lot)).toBe(100);
    expect(stepsOf('65633.55', tick)).toBeUndefined();
    expect(stepsOf('0', tick)).toBeUndefined();
    expect(stepsOf('1e-3', lot)).toBeUndefined();
    expect(stepsOf('.5', tick)).toBeUndefined();
    expect(stepsOf('12345678901234567', tick)).toBeUndefined();
    const five = gridStep(new Decimal('5'));
    expect([stepsOf('15', five), stepsOf('12', five)]).toEqual([3, undefined]);
  });

  it('writes grid integers and fees as decimals: 5 bp of 0.001 BTC is 0.0000005', () => {
    expect(decimalText(15, 4)).toBe('0.0015');
    expect(decimalText(-1500, 2)).toBe('-15');
    expect(decimalText(656335, 1)).toBe('65633.5');
    const taker = feeFraction('5');
    expect(taker).toEqual({ num: 5, dp: 4 });
    expect(decimalText(100 * taker.num, 5 + taker.dp)).toBe('0.0000005');
    expect(feeFraction('2.5')).toEqual({ num: 25, dp: 5 });
    const price = new GridText(gridStep(new Decimal('0.1')));
    expect([price.of(656335), price.number(656335)]).toEqual(['65633.5', 65633.5]);
    expect([price.negative(656335), price.negative(3)]).toEqual(['-65633.5', '-0.3']);
    expect(price.number(3)).toBe(0.3);
  });

  it('writes any safe integer at any scale as the bigint path does', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const cases: [number, number][] = [
      [Number.MAX_SAFE_INTEGER, 15],
      [-Number.MAX_SAFE_INTEGER, 7],
      [9_007_199_254_740_990, 1],
      [10 ** 15, 15],
      [999_999_999_999_999, 15],
      [1, 15],
      [1, 16],
      [120_000, 3],
      [5, 0],
    ];
    for (let i = 0; i < 3000; i += 1) {
      const digits = 1 + Math.floor(next() * 16);
      const n = Math.floor(next() * 10 ** digits) * (next() < 0.3 ? -1 : 1) * (next() < 0.3 ? 1000 : 1);
      if (Number.isSafeInteger(n)) cases.push([n, Math.floor(next() * 21)]);
    }
    for (const [n, dp] of cases)
      expect(`${n} ${dp} ${decimalText(n, dp)}`).toBe(`${n} ${dp} ${fromScaled(BigInt(n) * 10n ** BigInt(30 - dp))}`);
  });
});
