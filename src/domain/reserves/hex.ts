const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]];
  return out;
}

/** Bytes of a hex string (either case, even length), or `undefined` when it is not hex. */
export function fromHex(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** True when `a[aOff..aOff+len)` equals `b[bOff..bOff+len)`. */
export function bytesEqualAt(a: Uint8Array, aOff: number, b: Uint8Array, bOff: number, len: number): boolean {
  for (let i = 0; i < len; i++) if (a[aOff + i] !== b[bOff + i]) return false;
  return true;
}

/** A user hash as the page accepts it: 64 hex digits, surrounding blanks ignored, any case. */
export function normaliseUserHash(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(trimmed) ? trimmed : undefined;
}
