/**
 * API keys (trading-facts.md "API keys"): a label, permissions READ / TRADE / WITHDRAWAL, an IP
 * allow-list; the secret is shown once. A key without an IP list expires 90 days after its creation.
 */

export const API_KEY_PERMISSIONS = ['READ', 'TRADE', 'WITHDRAWAL'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export type ApiKeyStatus = 'ACTIVE' | 'EXPIRED';

/** A key as the list shows it (never its secret). */
export interface ApiKey {
  readonly apiKey: string;
  readonly label: string;
  readonly userId: number;
  readonly accountName: string;
  readonly permissions: readonly ApiKeyPermission[];
  readonly allowedIps: readonly string[];
  readonly createdTime: number;
  /** When a key without an IP list stops working; null when it has a list (it does not expire). */
  readonly expireTime: number | null;
}

/** A key just created: the only time the secret is seen. */
export interface CreatedApiKey extends ApiKey {
  readonly secret: string;
}

export const KEY_WITHOUT_IPS_LIFETIME_MS = 90 * 24 * 3600 * 1000;
export const MAX_LABEL_LENGTH = 40;

/** The expiry of a key created at `createdTime` with `allowedIps`: 90 days on without a list, none with one. */
export function expiryOf(createdTime: number, allowedIps: readonly string[]): number | null {
  return allowedIps.length === 0 ? createdTime + KEY_WITHOUT_IPS_LIFETIME_MS : null;
}

/** ACTIVE until its expiry (if any) has passed. */
export function statusAt(key: Pick<ApiKey, 'expireTime'>, now: number): ApiKeyStatus {
  return key.expireTime !== null && now >= key.expireTime ? 'EXPIRED' : 'ACTIVE';
}

/** Whole days left before a key expires (rounded up; 0 once expired); null for a key that does not expire. */
export function daysLeft(key: Pick<ApiKey, 'expireTime'>, now: number): number | null {
  if (key.expireTime === null) return null;
  return Math.max(0, Math.ceil((key.expireTime - now) / (24 * 3600 * 1000)));
}

/** A label is 1–40 characters of letters, digits, spaces, `-`, `_` and `.` after trimming. */
export function labelProblem(label: string): 'required' | 'tooLong' | 'characters' | undefined {
  const text = label.trim();
  if (text === '') return 'required';
  if (text.length > MAX_LABEL_LENGTH) return 'tooLong';
  if (!/^[\p{L}\p{N} ._-]+$/u.test(text)) return 'characters';
  return undefined;
}

/**
 * Permissions as stored and sent: READ is always granted (every key can read what it trades), no repeats, in the
 * canonical order READ, TRADE, WITHDRAWAL; an unknown name → undefined.
 */
export function normalisePermissions(permissions: readonly string[]): ApiKeyPermission[] | undefined {
  const wanted = new Set([...permissions, 'READ']);
  if ([...wanted].some((p) => !(API_KEY_PERMISSIONS as readonly string[]).includes(p))) return undefined;
  return API_KEY_PERMISSIONS.filter((p) => wanted.has(p));
}

/** How many more keys an account may create: the cap minus the keys it holds (never below 0). */
export function keysLeft(cap: number, held: number): number {
  return Math.max(0, cap - held);
}
