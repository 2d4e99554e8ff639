import type { FastifyInstance } from 'fastify';
import { ApiRegistry } from './api-registry';
import { openApiDocument } from './openapi-document';

/**
 * The OpenAPI document at `GET /api/openapi.json`: call first inside the `/api` scope (it collects the routes
 * registered after it), returns the registry (tests read its coverage). The document is built once, on first ask.
 */
export function registerApiDocs(api: FastifyInstance, prefix: string): ApiRegistry {
  const registry = new ApiRegistry();
  registry.attach(api);
  let document: Record<string, unknown> | undefined;
  api.get('/openapi.json', async (_request, reply) => {
    document ??= openApiDocument(registry.routes(), prefix);
    return reply.header('cache-control', 'no-cache').send(document);
  });
  return registry;
}
