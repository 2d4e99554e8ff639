import { API_KEY_HEADER, API_SIGNATURE_HEADER, API_TIMESTAMP_HEADER } from '../../domain/api-keys/request-signing';

/** The order the examples place (a resting limit buy). */
export const EXAMPLE_ORDER = { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: 50000, quantity: 0.001 } as const;

/** The API's absolute base for the examples: the configured base, made absolute on the page's origin when relative. */
export function absoluteApiBase(apiBase: string, origin: string): string {
  return /^https?:\/\//.test(apiBase)
    ? apiBase.replace(/\/$/, '')
    : `${origin}${apiBase.startsWith('/') ? '' : '/'}${apiBase}`.replace(/\/$/, '');
}

/** A signed order with curl and openssl (bash): timestamp + METHOD + path + body, hex HMAC-SHA256. */
export function curlExample(base: string): string {
  return [
    'API_KEY="<your key>"',
    'API_SECRET="<your secret>"',
    'TS=$(($(date +%s) * 1000))',
    `BODY='${JSON.stringify(EXAMPLE_ORDER)}'`,
    'SIG=$(printf \'%s\' "${TS}POST/v3/trade/order${BODY}" | openssl dgst -sha256 -hmac "$API_SECRET" | sed \'s/^.* //\')',
    `curl -X POST "${base}/v3/trade/order" \\`,
    '  -H "content-type: application/json" \\',
    `  -H "${API_KEY_HEADER}: $API_KEY" -H "${API_TIMESTAMP_HEADER}: $TS" -H "${API_SIGNATURE_HEADER}: $SIG" \\`,
    '  -d "$BODY"',
  ].join('\n');
}

/** The same in TypeScript on Node 18+ (node:crypto, fetch), with a GET that signs its query string. */
export function typeScriptExample(base: string): string {
  return `import { createHmac } from 'node:crypto';

const BASE = '${base}';
const KEY = process.env.API_KEY!;
const SECRET = process.env.API_SECRET!;

/** Signs timestamp + METHOD + path (with its query) + body, as sent. */
async function signed(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', SECRET).update(timestamp + method + path + text).digest('hex');
  const response = await fetch(BASE + path, {
    method,
    body: text || undefined,
    headers: { 'content-type': 'application/json', '${API_KEY_HEADER}': KEY, '${API_TIMESTAMP_HEADER}': timestamp, '${API_SIGNATURE_HEADER}': signature },
  });
  return response.json();
}

const placed = await signed('POST', '/v3/trade/order', ${JSON.stringify(EXAMPLE_ORDER)
    .replace(/"(\w+)":/g, '$1: ')
    .replace(/"/g, "'")
    .replace(/,/g, ', ')});
console.log(placed);
console.log(await signed('GET', '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=INCOMPLETE'));
await signed('DELETE', \`/v3/trade/order?symbol=SPOT_BTC_USDT&orderId=\${placed.data.orderId}\`);
`;
}
