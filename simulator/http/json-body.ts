import type { FastifyInstance } from 'fastify';

/** The largest JSON body any call takes; a larger one is HTTP 413. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

class ForbiddenProperty extends Error {}

const rawBodies = new WeakMap<object, string>();

/** A JSON or form request's body exactly as it arrived (API-key signatures are computed over it); undefined without one. */
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
      const message =
        error instanceof ForbiddenProperty ? `body is not allowed: forbidden property ${error.message}` : 'body is not valid JSON';
      done(Object.assign(new Error(message), { statusCode: 400 }), undefined);
    }
  });
}

/**
 * Form bodies (`application/x-www-form-urlencoded`, how CCXT sends the legacy v1 calls: `action=ADD&adjust_amount=0.2…`)
 * up to 64 KB, read into a plain object of strings; the raw text is kept for the v1 signature. The same keys are
 * refused as in JSON (`__proto__`, `constructor`, `prototype`); a key sent twice keeps its last value. Only the v1
 * calls take them (`/api/v1/…`); on any other path such a body is refused (HTTP 400) before the handler, as before.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES },
    (request, body, done) => {
      if (!request.url.startsWith('/api/v1/')) {
        return done(
          Object.assign(new Error('Unsupported Media Type: application/x-www-form-urlencoded (v1 calls only)'), { statusCode: 400 }),
          undefined,
        );
      }
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      if (text.trim() === '') return done(null, undefined);
      const parsed: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(text)) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
          return done(Object.assign(new Error(`body is not allowed: forbidden property ${key}`), { statusCode: 400 }), undefined);
        }
        parsed[key] = value;
      }
      done(null, parsed);
    },
  );
}
