import type { FastifyInstance } from 'fastify';
import type { ApiOperation } from './api-operation';

/** One route of the `/api` scope as fastify registered it, with its declaration when it has one. */
export interface RegisteredRoute {
  readonly method: string;
  /** The full path, with the `/api` prefix and fastify's `:param` syntax. */
  readonly url: string;
  readonly operation?: ApiOperation;
}

/**
 * Every route registered on the `/api` scope after `attach` (fastify's `onRoute` hook), documented or not: the
 * OpenAPI document is built from the documented ones, and the undocumented ones are listed (coverage, and a test
 * that the documented areas stay complete).
 */
export class ApiRegistry {
  private readonly all: RegisteredRoute[] = [];

  attach(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        this.all.push({ method, url: route.url, operation: route.config?.openapi });
      }
    });
  }

  routes(): readonly RegisteredRoute[] {
    return this.all;
  }

  documented(): readonly (RegisteredRoute & { readonly operation: ApiOperation })[] {
    return this.all.filter((r): r is RegisteredRoute & { operation: ApiOperation } => r.operation !== undefined);
  }

  undocumented(): readonly RegisteredRoute[] {
    return this.all.filter((r) => r.operation === undefined);
  }
}
