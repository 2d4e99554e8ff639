import { z, type ZodType } from 'zod';
import {
  API_KEY_HEADER,
  API_SIGNATURE_HEADER,
  API_TIMESTAMP_HEADER,
  permissionFor,
  SIGNATURE_WINDOW_MS,
} from '../../src/domain/api-keys/request-signing';
import type { ApiOperation } from './api-operation';
import type { RegisteredRoute } from './api-registry';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), on the input side: what a caller sends. */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/api/v3/trade/order/:id` → `/v3/trade/order/{id}` (the server URL carries `/api`). */
export function openApiPath(url: string, prefix: string): string {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: ZodType | undefined, where: 'query' | 'path'): Json[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || required.has(name), schema: rest, ...(description ? { description } : {}) };
  });
}

const SESSION = { session: [] };
const SIGNED = { apiKey: [], apiTimestamp: [], apiSignature: [] };

function security(operation: ApiOperation): Json[] {
  if (operation.auth === 'public') return [];
  return operation.auth === 'session' ? [SESSION] : [SESSION, SIGNED];
}

function envelope(data: ZodType | undefined): Json {
  return {
    type: 'object',
    required: ['success', 'data', 'timestamp'],
    properties: {
      success: { const: true },
      data: data ? jsonSchemaOf(data, 'output') : {},
      timestamp: { type: 'integer', description: 'Server time, epoch ms' },
    },
  };
}

function operationObject(method: string, path: string, operation: ApiOperation): Json {
  const permission = operation.auth === 'private' ? permissionFor(method, path) : undefined;
  const notes = [operation.description, permission ? `API-key permission: **${permission}**.` : undefined].filter(Boolean).join('\n\n');
  return {
    operationId: `${method.toLowerCase()}${path
      .replace(/[{}]/g, '')
      .split(/[/_-]/)
      .filter(Boolean)
      .map((p) => p[0].toUpperCase() + p.slice(1))
      .join('')}`,
    tags: [operation.tag],
    summary: operation.summary,
    ...(notes ? { description: notes } : {}),
    security: security(operation),
    parameters: [...parameters(operation.params, 'path'), ...parameters(operation.query, 'query')],
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body) } } } }
      : {}),
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: envelope(operation.data) } } },
      default: {
        description: 'Failure (HTTP 4xx/5xx)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
  };
}

const SIGNING = `Private v3 calls accept the session bearer or a signed API key. To sign, send \`${API_KEY_HEADER}\`, \`${API_TIMESTAMP_HEADER}\` (epoch ms) and \`${API_SIGNATURE_HEADER}\` = hex HMAC-SHA256(secret, timestamp + METHOD + requestPath + body), where requestPath is the path after \`/api\` with its query string and body the JSON exactly as sent (empty when none). The timestamp must be within ${SIGNATURE_WINDOW_MS / 1000} s of the server's clock.`;

/** The OpenAPI 3.1 document of every documented route (in registration order, grouped by path). */
export function openApiDocument(routes: readonly RegisteredRoute[], prefix = '/api'): Json {
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (!route.operation) continue;
    const path = openApiPath(route.url, prefix);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route.method, path, route.operation) };
    tags.add(route.operation.tag);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'WOO X simulator API',
      version: '3',
      description: `The embedded exchange's REST API, generated from the zod schemas its routes validate with.\n\n${SIGNING}`,
    },
    servers: [{ url: prefix }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The session token of a signed-in user' },
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        apiTimestamp: {
          type: 'apiKey',
          in: 'header',
          name: API_TIMESTAMP_HEADER,
          description: `Epoch ms, within ${SIGNATURE_WINDOW_MS / 1000} s of the server`,
        },
        apiSignature: {
          type: 'apiKey',
          in: 'header',
          name: API_SIGNATURE_HEADER,
          description: 'hex HMAC-SHA256(secret, timestamp + METHOD + requestPath + body)',
        },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['success', 'code', 'message'],
          properties: {
            success: { const: false },
            code: { type: 'integer', description: 'The exchange error code, e.g. -1005' },
            message: { type: 'string' },
          },
        },
      },
    },
  };
}
