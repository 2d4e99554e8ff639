import type { FastifyInstance } from 'fastify';

/** The largest JSON body any call takes; a larger one is HTTP 413. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

class ForbiddenProperty extends Error {}

const rawBodies = new WeakMap<object, string>();

/** A JSON request's body exactly as it arrived (API-key signatures are computed over it); undefined without one. */
export function rawBodyOf(request: object): string | undefined {
  return rawBodies.get(request);
}

/**
 * Parses JSON, refusing prototype poisoning as fastify's own parser does (`__proto__`, `constructor.prototype`):
 * such a body never reaches a route, whatever the route does with unknown keys.
 */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, function revive(key, value: unknown) {
    if (key === '__proto__') throw new ForbiddenProperty('__proto__');
    if (key === 'constructor' && typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, 'prototype')) {
      throw new ForbiddenProperty('constructor.prototype');
    }
    return value;
  });
}

/** JSON bodies up to 64 KB (else 413), where an empty body counts as no body (control calls without arguments). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJsonSafely(text));
    } catch (error) {
      const message = error instanceof ForbiddenProperty ? `body is not allowed: forbidden property ${error.message}` : 'body is not valid JSON';
      done(Object.assign(new Error(message), { statusCode: 400 }), undefined);
    }
  });
}
