/**
 * An API key's IP allow-list: IPv4 and IPv6 addresses, each optionally a CIDR block
 * (`10.0.0.0/8`, `2001:db8::/32`). A request is allowed when its address falls in any entry; an empty list allows
 * every address (and makes the key expire after 90 days, `api-key.ts`).
 */

export type IpFamily = 4 | 6;

/** One parsed entry: the family, the address as a big integer, and the prefix length (32 / 128 for one address). */
export interface IpEntry {
  readonly text: string;
  readonly family: IpFamily;
  readonly value: bigint;
  readonly prefix: number;
}

/** The most entries one key holds (simulator-defined). */
export const MAX_ALLOWED_IPS = 20;

const V4_PART = /^(?:0|[1-9]\d{0,2})$/;

function parseV4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!V4_PART.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function groupsOf(text: string): string[] | undefined {
  if (text === '') return [];
  const groups = text.split(':');
  return groups.every((g) => HEX_GROUP.test(g)) ? groups : undefined;
}

function parseV6(text: string): bigint | undefined {
  let body = text;
  // an embedded IPv4 in the last 32 bits (::ffff:192.0.2.1) becomes two hex groups
  const lastColon = body.lastIndexOf(':');
  if (lastColon >= 0 && body.slice(lastColon + 1).includes('.')) {
    const v4 = parseV4(body.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !rest) return undefined;
  const explicit = head.length + rest.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return undefined;
  const zeros = halves.length === 2 ? 8 - explicit : 0;
  const all = [...head, ...Array<string>(zeros).fill('0'), ...rest];
  return all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}

/** One address or CIDR block; undefined when it is neither a valid IPv4 nor IPv6 form. */
export function parseIpEntry(raw: string): IpEntry | undefined {
  const text = raw.trim();
  if (text === '' || text.length > 64) return undefined;
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const family: IpFamily = address.includes(':') ? 6 : 4;
  const value = family === 4 ? parseV4(address) : parseV6(address);
  if (value === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefixText === undefined) return { text, family, value, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return undefined;
  return { text, family, value, prefix: Number(prefixText) };
}

/** Why an allow-list is refused: the first bad entry, a duplicate, or too many entries. */
export type IpListProblem =
  | { readonly kind: 'invalid'; readonly entry: string }
  | { readonly kind: 'duplicate'; readonly entry: string }
  | { readonly kind: 'tooMany'; readonly limit: number };

/** Splits the user's text (commas, spaces or new lines) into entries. */
export function splitIpList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Validates a whole list; the entries come back normalised (trimmed) in their order. */
export function validateIpList(entries: readonly string[]): { ok: true; entries: string[] } | { ok: false; problem: IpListProblem } {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of entries) {
    const entry = parseIpEntry(raw);
    if (!entry) return { ok: false, problem: { kind: 'invalid', entry: raw.trim() } };
    const key = `${entry.family}/${entry.value}/${entry.prefix}`;
    if (seen.has(key)) return { ok: false, problem: { kind: 'duplicate', entry: entry.text } };
    seen.add(key);
    out.push(entry.text);
  }
  if (out.length > MAX_ALLOWED_IPS) return { ok: false, problem: { kind: 'tooMany', limit: MAX_ALLOWED_IPS } };
  return { ok: true, entries: out };
}

/** The client's address as the allow-list compares it: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is IPv4. */
export function normaliseClientIp(ip: string): IpEntry | undefined {
  const entry = parseIpEntry(ip.replace(/%.*$/, ''));
  if (!entry || entry.prefix !== (entry.family === 4 ? 32 : 128)) return undefined;
  if (entry.family === 6 && entry.value >> 32n === 0xffffn) return { text: ip, family: 4, value: entry.value & 0xffffffffn, prefix: 32 };
  return entry;
}

/** Whether `clientIp` is allowed by `list`; an empty list allows everyone, an unreadable address no one. */
export function ipAllowed(list: readonly string[], clientIp: string): boolean {
  if (list.length === 0) return true;
  const client = normaliseClientIp(clientIp);
  if (!client) return false;
  return list.some((raw) => {
    const entry = parseIpEntry(raw);
    if (!entry || entry.family !== client.family) return false;
    const bits = BigInt(entry.family === 4 ? 32 : 128);
    const shift = bits - BigInt(entry.prefix);
    return entry.value >> shift === client.value >> shift;
  });
}
