import { createHash } from 'node:crypto';
import { fastSha256 } from '../../../../src/infrastructure/reserves/fast-sha256';
import { Sha256Hasher } from '../../../../src/infrastructure/reserves/sha256-hasher.adapter';

describe('the allocation-free SHA-256', () => {
  it('matches Node crypto at every padding boundary', () => {
    for (const length of [0, 1, 31, 32, 55, 56, 63, 64, 65, 96, 119, 120, 200, 1000]) {
      const input = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 255);
      expect(Buffer.from(fastSha256(input)).toString('hex')).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('gives callers of the hasher port their own copy', () => {
    const hasher = new Sha256Hasher();
    const a = hasher.sha256(Uint8Array.of(1));
    hasher.sha256(Uint8Array.of(2));
    expect(Buffer.from(a).toString('hex')).toBe(createHash('sha256').update(Uint8Array.of(1)).digest('hex'));
  });
});
