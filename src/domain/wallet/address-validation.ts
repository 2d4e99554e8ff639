import { BECH32_CONST, BECH32M_CONST, bech32Checksum } from './bech32';
import type { Network } from './networks';

/** Why an address (or memo) is not usable on a network; `message` names the format that was expected. */
export interface AddressProblem {
  readonly field: 'address' | 'memo';
  readonly code: 'required' | 'format' | 'checksum' | 'memoRequired' | 'memoFormat';
  readonly message: string;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const MAX_TAG = 4294967295;

const EXPECTED: Readonly<Record<Network['format'], string>> = {
  BTC: 'bc1… (bech32, 42 or 62 characters) or 1…/3… (base58, 26–35 characters)',
  ERC20: '0x followed by 40 hexadecimal characters',
  TRC20: 'T followed by 33 base58 characters',
  SOL: '32–44 base58 characters',
  XRP: 'r followed by 24–34 base58 characters',
};

function btcProblem(address: string): 'format' | 'checksum' | undefined {
  if (new RegExp(`^[13]${BASE58}{25,34}$`).test(address)) return undefined;
  if (!/^bc1/i.test(address)) return 'format';
  if (address.length !== 42 && address.length !== 62) return 'format';
  const parsed = bech32Checksum(address);
  if (!parsed || parsed.hrp !== 'bc' || parsed.data.length === 0) return 'format';
  const version = parsed.data[0];
  if (version > 16) return 'format';
  return parsed.constant === (version === 0 ? BECH32_CONST : BECH32M_CONST) ? undefined : 'checksum';
}

function formatProblem(format: Network['format'], address: string): 'format' | 'checksum' | undefined {
  switch (format) {
    case 'BTC':
      return btcProblem(address);
    case 'ERC20':
      return /^0x[0-9a-fA-F]{40}$/.test(address) ? undefined : 'format';
    case 'TRC20':
      return new RegExp(`^T${BASE58}{33}$`).test(address) ? undefined : 'format';
    case 'SOL':
      return new RegExp(`^${BASE58}{32,44}$`).test(address) ? undefined : 'format';
    case 'XRP':
      return new RegExp(`^r${BASE58}{24,34}$`).test(address) ? undefined : 'format';
  }
}

/**
 * Checks an address (and memo) against a network's format: undefined when usable, else the first problem. A memo
 * network needs a memo of digits (a destination tag, at most 4294967295); other networks ignore it.
 */
export function validateAddress(network: Network, address: string, memo?: string): AddressProblem | undefined {
  const a = address.trim();
  if (a === '') return { field: 'address', code: 'required', message: `Enter a ${network.name} address.` };
  const problem = formatProblem(network.format, a);
  if (problem === 'checksum') return { field: 'address', code: 'checksum', message: `This ${network.name} address has a typo: its checksum does not match.` };
  if (problem === 'format') return { field: 'address', code: 'format', message: `Not a ${network.name} address: expected ${EXPECTED[network.format]}.` };
  if (!network.memo) return undefined;
  const m = (memo ?? '').trim();
  if (m === '') return { field: 'memo', code: 'memoRequired', message: `${network.name} needs a memo (destination tag): without it the funds cannot be credited.` };
  if (!/^\d{1,10}$/.test(m) || Number(m) > MAX_TAG) return { field: 'memo', code: 'memoFormat', message: `The ${network.name} memo must be a number from 0 to ${MAX_TAG}.` };
  return undefined;
}
