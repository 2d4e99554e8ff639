import { checkTreeBytes } from '../../../../src/domain/reserves/check-tree';
import { sha256, hex, tinyTree, treeBytes, userHashBytes, vectorBytes } from '../../../fakes/reserves/reserves-merkle-vectors';

describe('checking inclusion in a published tree', () => {
  it('verifies an included user: balances summed per token over every leaf, the path and the root', () => {
    const t = tinyTree();
    const outcome = checkTreeBytes(t.bytes, hex(t.alice), sha256);
    expect(outcome).toEqual({
      kind: 'verified',
      balances: [
        { token: 'BTC', amount: '1.75' },
        { token: 'USDT', amount: '100' },
      ],
      leaves: [
        { index: 0, hash: hex(t.l0) },
        { index: 2, hash: hex(t.l2) },
      ],
      pathHashes: [hex(t.p0), hex(t.p1), hex(t.root)],
      root: hex(t.root),
      rootTotals: [
        { token: 'BTC', amount: '1.75' },
        { token: 'USDT', amount: '120.5' },
      ],
      leafTotal: 3,
    });
  });

  it('verifies a user whose only leaf sits under a full pair', () => {
    const t = tinyTree();
    const outcome = checkTreeBytes(t.bytes, hex(t.bob), sha256);
    expect(outcome).toMatchObject({
      kind: 'verified',
      balances: [{ token: 'USDT', amount: '20.5' }],
      pathHashes: [hex(t.p0), hex(t.root)],
    });
  });

  it('hashes a single left child as SHA-256(left hash) and accepts it', () => {
    const t = tinyTree();
    const outcome = checkTreeBytes(t.bytes, hex(t.alice), sha256);
    expect(outcome.kind === 'verified' && outcome.pathHashes).toContain(hex(t.p1));
  });

  it('says "not included" for a user hash that matches no leaf', () => {
    const t = tinyTree();
    const stranger = sha256(userHashBytes(99999, 'app-x', 1_700_000_000_000));
    expect(checkTreeBytes(t.bytes, hex(stranger), sha256)).toEqual({ kind: 'not-included', root: hex(t.root), leafTotal: 3 });
  });

  it('names the node whose sums fail when a balance was tampered with', () => {
    const t = tinyTree({
      p0Balance: vectorBytes([
        [0, '1.50'],
        [1, '120.6'],
      ]),
    });
    expect(checkTreeBytes(t.bytes, hex(t.alice), sha256)).toEqual({
      kind: 'balance-mismatch',
      node: { index: 3, hash: hex(t.p0) },
      token: 'USDT',
      expected: '120.5',
      actual: '120.6',
    });
  });

  it('compares balances with their scale: 1.5 is not 1.50', () => {
    const t = tinyTree({
      p0Balance: vectorBytes([
        [0, '1.5'],
        [1, '120.5'],
      ]),
    });
    expect(checkTreeBytes(t.bytes, hex(t.alice), sha256)).toMatchObject({
      kind: 'balance-mismatch',
      token: 'BTC',
      expected: '1.50',
      actual: '1.5',
    });
  });

  it('names the node whose hash fails when a child link was tampered with', () => {
    const forged = sha256(Uint8Array.from([1, 2, 3]));
    const t = tinyTree({ p0Right: forged });
    const outcome = checkTreeBytes(t.bytes, hex(t.alice), sha256);
    expect(outcome).toMatchObject({ kind: 'hash-mismatch', node: { index: 3, hash: hex(t.p0) }, actual: hex(t.p0) });
    expect(outcome.kind === 'hash-mismatch' && outcome.expected).toBe(hex(sha256(Uint8Array.from([...t.l0, ...forged]))));
  });

  it('names the root when its stored hash was replaced', () => {
    const forged = sha256(Uint8Array.from([9]));
    const t = tinyTree({ rootHash: forged });
    expect(checkTreeBytes(t.bytes, hex(t.bob), sha256)).toMatchObject({
      kind: 'hash-mismatch',
      node: { index: 5, hash: hex(forged) },
      expected: hex(t.root),
    });
  });

  it('hashes leaf bytes exactly as delivered, even when not canonically encoded', () => {
    const user = sha256(userHashBytes(7, 'n', 1));
    const unpacked = Uint8Array.from([0x08, 0x00, 0x12, 0x01, 0x35, 0x18, 0x00]); // index 0 unpacked, "5", leafIdnex 0
    const leaf = sha256(Uint8Array.from([...user, ...unpacked]));
    const root = sha256(leaf);
    const bytes = treeBytes(
      ['WOO'],
      [
        { hash: leaf, parent: root, balance: unpacked },
        { hash: root, left: leaf, balance: vectorBytes([[0, '5']]) },
      ],
    );
    expect(checkTreeBytes(bytes, hex(user), sha256)).toMatchObject({ kind: 'verified', balances: [{ token: 'WOO', amount: '5' }] });
  });

  it('gives a specific malformed result, never an exception, for broken input', () => {
    expect(checkTreeBytes(Uint8Array.from([0x12, 0x50, 0x01]), hex(sha256(Uint8Array.of(1))), sha256)).toMatchObject({
      kind: 'malformed',
      reason: 'not-a-tree',
    });
    expect(checkTreeBytes(tinyTree().bytes, 'not hex', sha256)).toEqual({ kind: 'malformed', reason: 'bad-user-hash' });
    const a = sha256(Uint8Array.of(1));
    const b = sha256(Uint8Array.of(2));
    const twoRoots = treeBytes(
      ['X'],
      [
        { hash: a, balance: vectorBytes([[0, '1']], 0) },
        { hash: b, balance: vectorBytes([[0, '1']], 1) },
      ],
    );
    expect(checkTreeBytes(twoRoots, hex(a), sha256)).toMatchObject({ kind: 'malformed', reason: 'several-roots', node: { index: 1 } });
  });
});
