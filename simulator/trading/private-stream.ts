import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';
import { tokenHash, type AccountRepository } from '../store/account-repository';
import type { ConnectionGate } from '../stream/connection-gate';
import type { StreamKeyAuth } from '../stream/stream-key-auth';
import type { SessionEndListener } from '../stream/session-watch';
import { APPLICATION_ID } from '../stream/ws-route';
import { MessageBudget } from '../stream/stream-limits';
import type { TradingEvent, TradingEventSink } from './events';

export const PRIVATE_TOPICS = ['executionreport', 'balance', 'position', 'algoexecutionreportv2'] as const;
/** Close code of a refused or missing authentication. */
export const AUTH_FAILED = 4001;
/** Close code when the session the socket was authenticated with ends (log out, removed device, account switch). */
export const SESSION_ENDED = 4002;
const POLICY_VIOLATION = 1008;
/** The exchange's answer to a request before authentication (CCXT pro maps it to AuthenticationError). */
export const AUTH_NEEDED = 'Auth is needed.';

const frameSchema = z.object({
  id: z.union([z.string().max(64), z.number()]).optional(),
  event: z.enum(['auth', 'subscribe', 'unsubscribe', 'ping', 'pong']),
  // the app's session (`sessionToken`) or the exchange's API-key form (`apikey`, `sign`, `timestamp`)
  params: z
    .object({
      sessionToken: z.string().min(1).max(512).optional(),
      apikey: z.string().min(1).max(128).optional(),
      sign: z.string().min(1).max(128).optional(),
      timestamp: z.union([z.string().max(32), z.number().int()]).optional(),
    })
    .optional(),
  topic: z.string().max(64).optional(),
});
type ClientFrame = z.infer<typeof frameSchema>;

/** One private connection: unauthenticated until its first `auth` frame, then bound to one account. */
class PrivateClient {
  userId: number | undefined;
  /** The SHA-256 of the session token it authenticated with (none for API-key authentication). */
  sessionHash: string | undefined;
  readonly topics = new Set<string>();
  private readonly budget: MessageBudget;

  constructor(
    readonly socket: WebSocket,
    readonly where: PrivateConnection,
    perSecond: number,
    burst: number,
  ) {
    this.budget = new MessageBudget(perSecond, burst, () => performance.now());
  }

  take(): boolean {
    return this.budget.take();
  }

  send(frame: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}

/** Where a private connection came from: its address, and the `{applicationId}` of its path (v2 form) if any. */
export interface PrivateConnection {
  readonly ip: string;
  readonly applicationId?: string;
}

/**
 * The private stream (docs/protocol.md "Private stream"): session-token auth (the app) or API-key auth (the
 * exchange's v2 form, stream-key-auth.ts; the key's account must be the path's applicationId), then `executionreport`, `balance` and
 * `position` of the session's own account only. The engine asks `wants` before building a message.
 */
export class PrivateStreamHub implements TradingEventSink, SessionEndListener {
  private readonly byUser = new Map<number, Set<PrivateClient>>();
  private readonly clients = new Set<PrivateClient>();
  /** API-key authentication (set once the API keys exist, server.ts); absent = keys refused. */
  private keyAuth?: StreamKeyAuth;

  /** Lets API-key clients in: the api-keys module hands over its check (stream-key-auth.ts) when it starts. */
  acceptKeys(auth: StreamKeyAuth): void {
    this.keyAuth = auth;
  }

  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: () => number,
    private readonly limits: { messagesPerSecond: number; messageBurst: number },
  ) {}

  wants(userId: number): boolean {
    return this.byUser.has(userId);
  }

  publish(event: TradingEvent): void {
    const clients = this.byUser.get(event.userId);
    if (!clients) return;
    const text = JSON.stringify({ topic: event.topic, ts: event.ts, data: event.data });
    for (const client of clients) if (client.topics.has(event.topic)) client.send(text);
  }

  get connections(): number {
    return this.clients.size;
  }

  /** A session ended: the sockets it authenticated are closed (they would go on receiving the old account's events). */
  sessionEnded(hash: string): void {
    for (const c of this.clients) if (c.sessionHash === hash) c.socket.close(SESSION_ENDED, 'session ended');
  }

  /** Every session of the account ended (sign-out everywhere): its session-authenticated sockets are closed. */
  sessionsOfUserEnded(userId: number): void {
    for (const c of this.byUser.get(userId) ?? []) if (c.sessionHash !== undefined) c.socket.close(SESSION_ENDED, 'session ended');
  }

  /** Ends every connection (server stop). */
  closeAll(): void {
    for (const c of this.clients) c.socket.terminate();
  }

  connect(socket: WebSocket, where: PrivateConnection = { ip: '' }): void {
    const client = new PrivateClient(socket, where, this.limits.messagesPerSecond, this.limits.messageBurst);
    this.clients.add(client);
    socket.on('message', (data, isBinary) => void this.receive(client, data, isBinary));
    socket.on('close', () => {
      this.clients.delete(client);
      if (client.userId === undefined) return;
      const set = this.byUser.get(client.userId);
      set?.delete(client);
      if (set?.size === 0) this.byUser.delete(client.userId);
    });
  }

  private async receive(client: PrivateClient, data: WebSocket.RawData, isBinary: boolean): Promise<void> {
    if (!client.take()) {
      client.socket.close(POLICY_VIOLATION, 'too many messages');
      return;
    }
    const parsed = isBinary ? undefined : parse(String(data));
    if (!parsed || 'error' in parsed) {
      client.send({ event: 'error', success: false, errorMsg: parsed?.error ?? 'binary frames are not supported', ts: this.clock() });
      if (client.userId === undefined) client.socket.close(AUTH_FAILED, 'authenticate first');
      return;
    }
    const frame = parsed.frame;
    const { id } = frame;
    if (frame.event === 'ping') return client.send({ event: 'pong', ts: this.clock() });
    if (frame.event === 'pong') return undefined;
    if (frame.event === 'auth') return this.auth(client, frame);
    if (client.userId === undefined) {
      client.send({ id, event: frame.event, success: false, errorMsg: AUTH_NEEDED, ts: this.clock() });
      client.socket.close(AUTH_FAILED, 'authenticate first');
      return undefined;
    }
    const topic = frame.topic ?? '';
    if (!(PRIVATE_TOPICS as readonly string[]).includes(topic)) {
      return client.send({
        id,
        event: frame.event,
        success: false,
        errorMsg: `unknown topic ${topic || '(none)'}; one of ${PRIVATE_TOPICS.join(', ')}`,
        ts: this.clock(),
      });
    }
    if (frame.event === 'subscribe') client.topics.add(topic);
    else client.topics.delete(topic);
    return client.send({ id, event: frame.event, success: true, data: topic, ts: this.clock() });
  }

  private async auth(client: PrivateClient, frame: ClientFrame): Promise<void> {
    const found = frame.params?.apikey !== undefined ? await this.byKey(client, frame) : await this.bySession(frame);
    const refuse = (errorMsg: string) => client.send({ id: frame.id, event: 'auth', success: false, errorMsg, ts: this.clock() });
    if (!found.ok) {
      refuse(found.message);
      client.socket.close(AUTH_FAILED, 'authentication failed');
      return;
    }
    if (client.userId !== undefined && client.userId !== found.userId) {
      refuse('already authenticated as another account');
      return;
    }
    client.userId = found.userId;
    if (found.sessionHash !== undefined) client.sessionHash = found.sessionHash;
    let set = this.byUser.get(found.userId);
    if (!set) this.byUser.set(found.userId, (set = new Set()));
    set.add(client);
    client.send({ id: frame.id, event: 'auth', success: true, ts: this.clock() });
  }

  private async bySession(frame: ClientFrame): Promise<{ ok: true; userId: number; sessionHash: string } | { ok: false; message: string }> {
    const token = frame.params?.sessionToken;
    const account = token ? await this.accounts.findAccountBySession(token, this.clock()) : undefined;
    if (account && token) return { ok: true, userId: account.userId, sessionHash: tokenHash(token) };
    return {
      ok: false,
      message: token ? 'session is unknown or expired' : 'params.sessionToken (or params.apikey, sign and timestamp) is required',
    };
  }

  private async byKey(
    client: PrivateClient,
    frame: ClientFrame,
  ): Promise<{ ok: true; userId: number; sessionHash?: undefined } | { ok: false; message: string }> {
    const { apikey = '', sign, timestamp } = frame.params ?? {};
    if (sign === undefined || timestamp === undefined)
      return { ok: false, message: 'params.sign and params.timestamp are required with params.apikey' };
    if (!this.keyAuth) return { ok: false, message: 'API keys are not available on this server' };
    const result = await this.keyAuth({ apikey, sign, timestamp: String(timestamp), clientIp: client.where.ip });
    if (!result.ok) return result;
    const expected = client.where.applicationId;
    if (expected !== undefined) {
      const account = await this.accounts.findAccountById(result.userId);
      if (account?.applicationId !== expected)
        return { ok: false, message: `the key does not belong to the account of applicationId ${expected}` };
    }
    return result;
  }
}

function parse(text: string): { frame: ClientFrame } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'frame is not valid JSON' };
  }
  const parsed = frameSchema.safeParse(raw);
  if (parsed.success) return { frame: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `invalid ${issue.path.join('.') || 'frame'}: ${issue.message}` };
}

/**
 * `/v2/ws/private/stream` (the app) and `/v2/ws/private/stream/{applicationId}` (the exchange's path, what CCXT pro
 * opens), behind the same gate as the public stream. A malformed applicationId is closed with 1008.
 */
export function registerPrivateStreamRoute(app: FastifyInstance, hub: PrivateStreamHub, gate: ConnectionGate): void {
  app.get('/v2/ws/private/stream', { websocket: true, onRequest: gate.onRequest }, (socket, request) => {
    gate.track(socket, request.ip);
    hub.connect(socket, { ip: request.ip });
  });
  app.get('/v2/ws/private/stream/:applicationId', { websocket: true, onRequest: gate.onRequest }, (socket, request) => {
    gate.track(socket, request.ip);
    const { applicationId } = request.params as { applicationId: string };
    if (!APPLICATION_ID.test(applicationId)) {
      socket.close(POLICY_VIOLATION, 'applicationId is malformed');
      return;
    }
    hub.connect(socket, { ip: request.ip, applicationId });
  });
}
