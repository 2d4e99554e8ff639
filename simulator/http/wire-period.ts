import type { FastifyInstance } from 'fastify';

/**
 * The real exchange's REST encoding changed over time, and the recordings (shared/reference/woo-real-responses.json)
 * show each period. The simulator answers in the newest by default; `SIM_WIRE` makes it answer as an older period did,
 * so the app and bots are tested against each (docs/protocol.md "Wire periods").
 *
 * Routes build their answers once, in the newest period's shape (decimals as the endpoint's recording types them,
 * times as integer milliseconds); this module turns that into an older period's encoding on the way out:
 * - `2025-07`: private list times (`createdTime`, `updatedTime`, `executedTimestamp`, `triggerTime`) of the trade,
 *   wallet-history and transfer-history calls as seconds in decimal strings (`"1752049062.496"`);
 * - `2025-10`: every number as a string (ids, decimals, counts, times in milliseconds, the envelope's timestamp);
 * - `2026-08`: unchanged.
 * Only the exchange's own API (`/v1/…`, `/v3/…`) is re-encoded; the web app's own calls keep one encoding.
 */
export const WIRE_PERIODS = ['2025-07', '2025-10', '2026-08'] as const;
export type WirePeriod = (typeof WIRE_PERIODS)[number];
export const NEWEST_WIRE_PERIOD: WirePeriod = '2026-08';

const SECONDS_TIME_FIELDS = new Set(['createdTime', 'updatedTime', 'executedTimestamp', 'triggerTime']);
const SECONDS_PATHS = [/^\/v3\/trade\//, /^\/v3\/asset\/wallet\/history$/, /^\/v3\/asset\/transfer\/history$/];
const EXCHANGE_PATHS = /^\/v[13]\//;

/** Milliseconds as the 2025-07 period wrote them: seconds with three decimals, in a string. */
export function secondsText(ms: number): string {
  if (ms === 0) return '0';
  const whole = Math.floor(ms / 1000);
  return `${whole}.${String(ms - whole * 1000).padStart(3, '0')}`;
}

function mapLeaves(value: unknown, leaf: (key: string | undefined, v: unknown) => unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf, key));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapLeaves(v, leaf, k);
    return out;
  }
  return leaf(key, value);
}

/**
 * An answer (the whole envelope) of `routePath` (the route the router matched, e.g. `/v3/trade/orders`) as `period`
 * encoded it.
 */
export function encodeForPeriod(body: unknown, period: WirePeriod, routePath: string): unknown {
  if (period === NEWEST_WIRE_PERIOD || !EXCHANGE_PATHS.test(routePath)) return body;
  if (period === '2025-10') return mapLeaves(body, (_key, v) => (typeof v === 'number' ? numberText(v) : v));
  if (!SECONDS_PATHS.some((pattern) => pattern.test(routePath))) return body;
  return mapLeaves(body, (key, v) => (key !== undefined && SECONDS_TIME_FIELDS.has(key) && typeof v === 'number' ? secondsText(v) : v));
}

/** A number as the 2025-10 period wrote it: its plain decimal digits, never in exponent form. */
function numberText(value: number): string {
  if (Number.isInteger(value) || !/e/i.test(String(value))) return String(value);
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** Re-encodes the API's JSON answers for `period` (nothing to do for the newest). `prefix` is the API's mount. */
export function registerWireEncoding(api: FastifyInstance, period: WirePeriod, prefix: string): void {
  if (period === NEWEST_WIRE_PERIOD) return;
  api.addHook('preSerialization', async (request, _reply, payload) => {
    const url = request.routeOptions.url;
    if (url === undefined || typeof payload !== 'object' || payload === null) return payload;
    return encodeForPeriod(payload, period, url.startsWith(prefix) ? url.slice(prefix.length) : url);
  });
}
