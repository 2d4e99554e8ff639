import type { FastifyInstance } from 'fastify';
import type { ControlState } from '../control/control-state';
import type { HostPolicy } from '../http/host-policy';
import { ConnectionGate } from './connection-gate';
import { POLICY_VIOLATION } from './stream-client';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './stream-limits';
import type { StreamHub } from './stream-hub';

const DEVICES = new Set(['web', 'mobile']);
/** The `{applicationId}` of the v2 paths: the account's application id (a UUID on this exchange). */
export const APPLICATION_ID = /^[A-Za-z0-9-]{1,64}$/;
export { POLICY_VIOLATION };

export interface StreamRouteOptions {
  readonly limits?: StreamLimits;
  /** Which page origins may open the stream; absent = any (tests of old). */
  readonly hosts?: HostPolicy;
  /** The gate shared with the private stream (connection-gate.ts); a new one when absent. */
  readonly gate?: ConnectionGate;
}

/**
 * `/ws/stream?device=web|mobile` (the app's `cmd` dialect) and `/ws/stream/{applicationId}` (the exchange's v2 form,
 * what a bot such as CCXT pro opens; an id that is not one is closed with 1008). Another device value is closed with 1008. The upgrade is refused with HTTP 403
 * for a page origin outside the allowed ones, 503 over the total connection cap or while the control surface
 * refuses connections, 429 over the per-IP cap. Every connection is pinged at the protocol level and terminated
 * when it stays silent (no pong, no frame) for a whole period.
 */
export function registerStreamRoute(
  app: FastifyInstance,
  hub: StreamHub,
  control: ControlState,
  options: StreamRouteOptions = {},
): ConnectionGate {
  const gate = options.gate ?? new ConnectionGate(options.limits ?? DEFAULT_STREAM_LIMITS, control, options.hosts);
  app.get('/ws/stream', { websocket: true, onRequest: gate.onRequest }, (socket, request) => {
    gate.track(socket, request.ip);
    const device = (request.query as Record<string, unknown> | undefined)?.device;
    if (typeof device !== 'string' || !DEVICES.has(device)) {
      socket.close(POLICY_VIOLATION, 'device must be web or mobile');
      return;
    }
    hub.connect(socket);
  });
  app.get('/ws/stream/:applicationId', { websocket: true, onRequest: gate.onRequest }, (socket, request) => {
    gate.track(socket, request.ip);
    const { applicationId } = request.params as { applicationId: string };
    if (!APPLICATION_ID.test(applicationId)) {
      socket.close(POLICY_VIOLATION, 'applicationId is malformed');
      return;
    }
    hub.connectV2(socket);
  });
  return gate;
}
