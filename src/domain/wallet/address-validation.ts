import { BECH32_CONST, BECH32M_CONST, bech32Checksum } from './bech32';
import { num, refusal, type Refusal } from '../shared/refusal';
import type { Network } from './networks';

/** Why an address (or memo) is not usable on a network; a format refusal names the format that was expected. */
export interface AddressProblem {
  readonly field: 'address' | 'memo';
  readonly code: 'required' | 'format' | 'checksum' | 'memoRequired' | 'memoFormat';
  readonly refusal: Refusal;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const MAX_TAG = 4294967295;

const FORMAT_REFUSAL = {
  BTC: 'withdraw.addressInvalidBTC',
  ERC20: 'withdraw.addressInvalidERC20',
  TRC20: 'withdraw.addressInvalidTRC20',
  SOL: 'withdraw.addressInvalidSOL',
  XRP: 'withdraw.addressInvalidXRP',
} as const satisfies Readonly<Record<Network['format'], string>>;

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
  const named = { network: network.name };
  if (a === '') return { field: 'address', code: 'required', refusal: refusal('withdraw.addressRequired', named) };
  const problem = formatProblem(network.format, a);
  if (problem === 'checksum') return { field: 'address', code: 'checksum', refusal: refusal('withdraw.addressChecksum', named) };
  if (problem === 'format') return { field: 'address', code: 'format', refusal: refusal(FORMAT_REFUSAL[network.format], named) };
  if (!network.memo) return undefined;
  const m = (memo ?? '').trim();
  if (m === '') return { field: 'memo', code: 'memoRequired', refusal: refusal('withdraw.memoRequired', named) };
  if (!/^\d{1,10}$/.test(m) || Number(m) > MAX_TAG) {
    return { field: 'memo', code: 'memoFormat', refusal: refusal('withdraw.memoInvalid', { ...named, max: num(MAX_TAG) }) };
  }
  return undefined;
}
