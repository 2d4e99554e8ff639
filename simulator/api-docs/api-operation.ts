import type { ZodType } from 'zod';

/**
 * Who may call an operation: anyone (`public`), the session bearer or a signed API key (`private`, the v3 calls), or
 * the session bearer only (`session`, the user-centre calls: a key cannot manage keys).
 */
export type ApiAuth = 'public' | 'private' | 'session';

/**
 * What a route declares about itself for the OpenAPI document (simulator/api-docs/openapi-document.ts). The schemas
 * are the very zod objects the handler parses with, so the document cannot drift from what the route accepts.
 */
export interface ApiOperation {
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly auth: ApiAuth;
  readonly query?: ZodType;
  readonly params?: ZodType;
  readonly body?: ZodType;
  /** The `data` of the success envelope. */
  readonly data?: ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the OpenAPI document (collected by `ApiRegistry`). */
    openapi?: ApiOperation;
  }
}

/** The route options that put a route in the OpenAPI document: `app.get(path, documented({...}), handler)`. */
export function documented(operation: ApiOperation): { config: { openapi: ApiOperation } } {
  return { config: { openapi: operation } };
}
