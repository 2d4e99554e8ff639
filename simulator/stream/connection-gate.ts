import type { FastifyReply, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { ControlState } from '../control/control-state';
import { isAllowedOrigin, type HostPolicy } from '../http/host-policy';
import type { StreamLimits } from './stream-limits';

/**
 * What every websocket route checks before the upgrade and counts after it (public `/ws/stream` and private
 * `/v2/ws/private/stream` share one gate, so the caps hold over both): HTTP 403 for a page origin outside the allowed
 * ones, 503 over the total connection cap or while the control surface refuses connections, 429 over the per-IP cap.
 */
export class ConnectionGate {
  private readonly perIp = new Map<string, number>();
  private open = 0;

  constructor(
    readonly limits: StreamLimits,
    private readonly control: ControlState,
    private readonly hosts?: HostPolicy,
  ) {}

  readonly onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (this.hosts && !isAllowedOrigin(this.hosts, request.headers.origin, request.headers.host)) {
      return reply.code(403).send({ message: 'websocket origin not allowed' });
    }
    if (this.control.wsRefuse) return reply.code(503).send({ message: 'websocket connections refused' });
    if (this.open >= this.limits.maxConnections) {
      return reply.code(503).header('retry-after', '5').send({ message: 'too many websocket connections' });
    }
    if ((this.perIp.get(request.ip) ?? 0) >= this.limits.maxConnectionsPerIp) {
      return reply.code(429).header('retry-after', '5').send({ message: 'too many websocket connections from this address' });
    }
    return undefined;
  };

  /** Counts an accepted connection until it closes, and requires protocol-level pongs. */
  track(socket: WebSocket, ip: string): void {
    this.open += 1;
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    socket.once('close', () => {
      this.open -= 1;
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left <= 0) this.perIp.delete(ip);
      else this.perIp.set(ip, left);
    });
    if (this.limits.heartbeatMs > 0) requirePongs(socket, this.limits.heartbeatMs);
  }
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
