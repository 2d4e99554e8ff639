import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { ControlState } from '../control/control-state';
import { isAllowedOrigin, type HostPolicy } from '../http/host-policy';
import { POLICY_VIOLATION } from './stream-client';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './stream-limits';
import type { StreamHub } from './stream-hub';

const DEVICES = new Set(['web', 'mobile']);
export { POLICY_VIOLATION };

export interface StreamRouteOptions {
  readonly limits?: StreamLimits;
  /** Which page origins may open the stream; absent = any (tests of old). */
  readonly hosts?: HostPolicy;
}

/**
 * `/ws/stream?device=web|mobile`. Another device value is closed with 1008. The upgrade is refused with HTTP 403
 * for a page origin outside the allowed ones, 503 over the total connection cap or while the control surface
 * refuses connections, 429 over the per-IP cap. Every connection is pinged at the protocol level and terminated
 * when it stays silent (no pong, no frame) for a whole period.
 */
export function registerStreamRoute(app: FastifyInstance, hub: StreamHub, control: ControlState, options: StreamRouteOptions = {}): void {
  const limits = options.limits ?? DEFAULT_STREAM_LIMITS;
  const perIp = new Map<string, number>();
  let open = 0;

  app.get(
    '/ws/stream',
    {
      websocket: true,
      onRequest: async (request, reply) => {
        if (options.hosts && !isAllowedOrigin(options.hosts, request.headers.origin, request.headers.host)) {
          return reply.code(403).send({ message: 'websocket origin not allowed' });
        }
        if (control.wsRefuse) return reply.code(503).send({ message: 'websocket connections refused' });
        if (open >= limits.maxConnections) {
          return reply.code(503).header('retry-after', '5').send({ message: 'too many websocket connections' });
        }
        if ((perIp.get(request.ip) ?? 0) >= limits.maxConnectionsPerIp) {
          return reply.code(429).header('retry-after', '5').send({ message: 'too many websocket connections from this address' });
        }
      },
    },
    (socket, request) => {
      const ip = request.ip;
      open += 1;
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      socket.once('close', () => {
        open -= 1;
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left <= 0) perIp.delete(ip);
        else perIp.set(ip, left);
      });
      const device = (request.query as Record<string, unknown> | undefined)?.device;
      if (typeof device !== 'string' || !DEVICES.has(device)) {
        socket.close(POLICY_VIOLATION, 'device must be web or mobile');
        return;
      }
      hub.connect(socket);
      if (limits.heartbeatMs > 0) requirePongs(socket, limits.heartbeatMs);
    },
  );
}

/** Protocol-level heartbeat (browsers answer pings by themselves): a client silent for a whole period is dropped. */
function requirePongs(socket: WebSocket, periodMs: number): void {
  let heard = true;
  const alive = () => {
    heard = true;
  };
  socket.on('pong', alive);
  socket.on('message', alive);
  const timer = setInterval(() => {
    if (!heard) {
      socket.terminate();
      return;
    }
    heard = false;
    try {
      socket.ping();
    } catch {
      socket.terminate();
    }
  }, periodMs);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
