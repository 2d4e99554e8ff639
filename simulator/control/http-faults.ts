import type { FastifyInstance } from 'fastify';
import { failureBody, httpStatusFor } from '../http/api-error';
import { matchedRoute } from '../http/canonical-route';
import { isControlPath, pathOf } from '../http/request-path';
import type { ControlState } from './control-state';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Applies injected HTTP faults to every request except the control surface itself: delay first,
 * then (if a code is set) answer instead of the route. A negative code is an exchange error in the
 * envelope with its HTTP status; a positive one is that bare HTTP status (as a proxy would send).
 */
export function registerHttpFaults(app: FastifyInstance, control: ControlState): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    const route = matchedRoute(request);
    if (route && isControlPath(route.url)) return;
    const fault = control.takeFault(path);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.code === undefined) return;
    if (fault.code < 0) {
      return reply.code(httpStatusFor(fault.code)).send(failureBody(fault.code, `Simulated error ${fault.code}`));
    }
    return reply.code(fault.code).type('text/plain; charset=utf-8').send(`Simulated HTTP ${fault.code}`);
  });
}
