import type { FastifyInstance } from 'fastify';
import type { ControlState } from '../control/control-state';
import type { StreamHub } from './stream-hub';

const DEVICES = new Set(['web', 'mobile']);
export const POLICY_VIOLATION = 1008;

/**
 * `/ws/stream?device=web|mobile`. Another device value is closed with 1008. While the control
 * surface refuses connections, the upgrade is answered with HTTP 503 (the client sees 1006).
 */
export function registerStreamRoute(app: FastifyInstance, hub: StreamHub, control: ControlState): void {
  app.get(
    '/ws/stream',
    {
      websocket: true,
      onRequest: async (_request, reply) => {
        if (control.wsRefuse) return reply.code(503).send({ message: 'websocket connections refused' });
      },
    },
    (socket, request) => {
      const device = (request.query as Record<string, unknown> | undefined)?.device;
      if (typeof device !== 'string' || !DEVICES.has(device)) {
        socket.close(POLICY_VIOLATION, 'device must be web or mobile');
        return;
      }
      hub.connect(socket);
    },
  );
}
