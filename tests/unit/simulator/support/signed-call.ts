import { createHmac } from 'node:crypto';
import type { RunningSimulator } from '../../../../simulator/server';

/** A v3 call signed with an API key the exchange's way (hex HMAC-SHA256 of timestamp + METHOD + path + body). */
export async function signedCall(
  sim: RunningSimulator,
  key: { apiKey: string; secret: string },
  method: string,
  requestPath: string,
  options: { payload?: unknown; timestamp?: number; tamper?: (signature: string) => string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies
): Promise<{ statusCode: number; json: any }> {
  const body = options.payload === undefined ? '' : JSON.stringify(options.payload);
  const timestamp = String(options.timestamp ?? Date.now());
  const signature = createHmac('sha256', key.secret).update(`${timestamp}${method}${requestPath}${body}`).digest('hex');
  const headers: Record<string, string> = {
    'x-api-key': key.apiKey,
    'x-api-timestamp': timestamp,
    'x-api-signature': options.tamper ? options.tamper(signature) : signature,
  };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${sim.url}/api${requestPath}`, { method, headers, body: body || undefined });
  return { statusCode: response.status, json: await response.json() };
}
