import { createHash } from 'node:crypto';
import { BECH32_CONST, bech32Encode, toWords } from '../../src/domain/wallet/bech32';
import { NETWORKS } from '../../src/domain/wallet/networks';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const digest = (...parts: readonly (string | number)[]): Buffer => createHash('sha256').update(parts.join('|')).digest();

function base58(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE58[bytes[i % bytes.length] % 58];
  return out;
}

/**
 * The user's deposit address for a token on a network: the same every time (a hash of user, token and network),
 * in the network's format, with the memo a memo network needs (the user's destination tag).
 */
export function depositAddress(userId: number, token: string, network: string): { address: string; extra: string } {
  const n = NETWORKS[network];
  if (!n) throw new Error(`unknown network ${network}`);
  const h = digest('deposit', userId, token, network);
  switch (n.format) {
    case 'BTC':
      return { address: bech32Encode('bc', [0, ...toWords([...h.subarray(0, 20)])], BECH32_CONST), extra: '' };
    case 'ERC20':
      return { address: `0x${h.subarray(0, 20).toString('hex')}`, extra: '' };
    case 'TRC20':
      return { address: `T${base58(h, 33)}`, extra: '' };
    case 'SOL':
      return { address: base58(h, 44), extra: '' };
    case 'XRP':
      // one exchange address per network; the memo tells the users apart
      return { address: `r${base58(digest('hot', network), 33)}`, extra: String(100_000_000 + userId) };
  }
}

/** A source address and a transaction id for a simulated deposit (deterministic from its id). */
export function chainFacts(id: number, network: string): { sourceAddress: string; txId: string } {
  const h = digest('tx', id, network);
  const source = depositAddress(-id, 'SRC', network).address;
  return { sourceAddress: source, txId: h.toString('hex') };
}
