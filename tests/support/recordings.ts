import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The real exchange's recorded REST answers (shared/reference/woo-real-responses.json, kept by the CCXT project for
 * its own tests): the contract the adapters and the simulator are held to.
 */
export interface RecordedAnswer {
  readonly ccxtMethod: string;
  readonly description: string;
  readonly httpMethod: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query: Record<string, string> | null;
  readonly requestBody: unknown;
  readonly response: { readonly success: boolean; readonly data?: unknown; readonly timestamp: number | string };
}

const FILE = resolve(__dirname, '../../../shared/reference/woo-real-responses.json');

let cache: readonly RecordedAnswer[] | undefined;

export function recordings(): readonly RecordedAnswer[] {
  cache ??= (JSON.parse(readFileSync(FILE, 'utf8')) as { entries: RecordedAnswer[] }).entries;
  return cache;
}

/** Every recorded answer of one call (`GET /v3/trade/orders`), optionally only those whose description matches. */
export function recorded(method: RecordedAnswer['httpMethod'], path: string, description?: RegExp): readonly RecordedAnswer[] {
  const found = recordings().filter(
    (r) => r.httpMethod === method && r.path === path && (description === undefined || description.test(r.description)),
  );
  if (found.length === 0) throw new Error(`no recording of ${method} ${path}${description ? ` matching ${description}` : ''}`);
  return found;
}
