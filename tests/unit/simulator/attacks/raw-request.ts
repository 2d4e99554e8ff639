import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import type { RunningSimulator } from '../../../../simulator/server';

export interface RawAnswer {
  readonly statusCode: number;
  readonly body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies
  json(): any;
}

/**
 * Sends one HTTP/1.1 request with the request line exactly as given (fetch normalises paths: `%2e`, `//`, `..` and
 * full-URL request lines never reach the server through it) and reads the answer until the server closes.
 */
export function rawRequest(
  sim: RunningSimulator,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(sim.url);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (body) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      let payload = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) payload = dechunk(payload);
      resolve({ statusCode, body: payload, json: () => JSON.parse(payload) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol === -1) return out;
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** The signed headers of a v3 call whose signed path is `signedPath` (what the attacker puts on the request line). */
export function signedHeaders(
  key: { apiKey: string; secret: string },
  method: string,
  signedPath: string,
  body = '',
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const signature = createHmac('sha256', key.secret).update(`${timestamp}${method}${signedPath}${body}`).digest('hex');
  return { 'x-api-key': key.apiKey, 'x-api-timestamp': timestamp, 'x-api-signature': signature };
}
