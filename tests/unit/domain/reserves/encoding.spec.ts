import { addVectors, decodeBalanceVector, encodeBalanceVector } from '../../../../src/domain/reserves/balance-vector';
import { scaleOf } from '../../../../src/domain/reserves/decimal-scale';
import { addWithScale, sumWithScale } from '../../../../src/domain/reserves/decimal-sum';
import { encodeUserHash } from '../../../../src/domain/reserves/user-hash';
import { userHashBytes, vectorBytes } from '../../../fakes/reserves/reserves-merkle-vectors';

describe('canonical encoding of the published messages', () => {
  it('writes a balance vector like the hand-written reference, leafIdnex present even when 0', () => {
    const vector = { indexes: [0, 3, 200], balances: ['1.50', '0', '12345.678'], leafIndex: 0 };
    expect([...encodeBalanceVector(vector)]).toEqual([
      ...vectorBytes(
        [
          [0, '1.50'],
          [3, '0'],
          [200, '12345.678'],
        ],
        0,
      ),
    ]);
    expect(decodeBalanceVector(encodeBalanceVector(vector))).toEqual(vector);
  });

  it('leaves leafIdnex out of inner-node vectors', () => {
    expect([...encodeBalanceVector({ indexes: [1], balances: ['2'] })]).toEqual([...vectorBytes([[1, '2']])]);
  });

  it('writes a UserHash with int64 uid and millisecond timestamp', () => {
    expect([...encodeUserHash({ uid: 10001, nonce: '3f2c-uuid', timestamp: 1_763_700_000_123 })]).toEqual([
      ...userHashBytes(10001, '3f2c-uuid', 1_763_700_000_123),
    ]);
  });

  it('rejects vectors with unsorted indexes or non-decimal balances', () => {
    expect(
      decodeBalanceVector(
        vectorBytes([
          [2, '1'],
          [1, '1'],
        ]),
      ),
    ).toMatch(/ascending/);
    expect(decodeBalanceVector(vectorBytes([[1, '-1']]))).toMatch(/not a decimal/);
  });
});

describe('decimal sums with scale', () => {
  it('keeps the larger scale of the two', () => {
    expect(addWithScale('1.50', '1.5')).toBe('3.00');
    expect(addWithScale('1', '0.25')).toBe('1.25');
    expect(addWithScale('0.10', '0.90')).toBe('1.00');
    expect(scaleOf('1.50')).toBe(2);
    expect(sumWithScale(['99999999999.123456789012345678', '0.000000000000000001'])).toBe('99999999999.123456789012345679');
  });

  it('adds vectors over the union of their tokens', () => {
    expect(addVectors({ indexes: [0, 2], balances: ['1.5', '2'] }, { indexes: [1, 2], balances: ['3', '0.50'] })).toEqual({
      indexes: [0, 1, 2],
      balances: ['1.5', '3', '2.50'],
    });
  });
});
