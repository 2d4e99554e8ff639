/** Bech32 / bech32m (BIP 173, BIP 350) for Bitcoin's native SegWit addresses: checksum and encoding, pure. */

export const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The checksum constant: 1 for bech32 (witness v0), 0x2bc830a3 for bech32m (v1+). */
export const BECH32_CONST = 1;
export const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) chk ^= GENERATOR[i];
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** The checksum constant a string carries (1, 0x2bc830a3 or something else = broken), or undefined when unparsable. */
export function bech32Checksum(address: string): { hrp: string; data: number[]; constant: number } | undefined {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return undefined; // mixed case is never valid
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, sep);
  const data: number[] = [];
  for (const c of lower.slice(sep + 1)) {
    const v = BECH32_CHARSET.indexOf(c);
    if (v < 0) return undefined;
    data.push(v);
  }
  return { hrp, data: data.slice(0, -6), constant: polymod([...hrpExpand(hrp), ...data]) };
}

/** Encodes 5-bit words under `hrp` with the checksum of `constant`. */
export function bech32Encode(hrp: string, words: readonly number[], constant: number): string {
  const values = [...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0];
  const mod = polymod(values) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => BECH32_CHARSET[w]).join('')}`;
}

/** 8-bit bytes to 5-bit words (padding the last). */
export function toWords(bytes: readonly number[]): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}
