import { z } from 'zod';
import { jsonSchemaOf, openApiDocument, openApiPath } from '../../../../simulator/api-docs/openapi-document';
import { createCredentialBody } from '../../../../simulator/api-keys/api-key-schemas';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';

/** The areas whose routes are all declared: a new route there without documented() fails here. */
const COVERED =
  /^\/api\/(v3\/(trade|asset|account\/(?!referral)|futures|public\/(orderbook|marketTrades|klineHistory|instruments|systemInfo)|convert|earn|staking|spotMargin)|usercenter\/account\/(list_credentials|create_credential|credential\/ip|delete_credential|enable_api_key_amount|trade_pwd_setting))/;

describe('the OpenAPI 3.1 document at /api/openapi.json', () => {
  let sim: RunningSimulator;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON document
  let doc: any;

  beforeAll(async () => {
    sim = await testSimulator();
    const answer = await call(sim, '/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    doc = answer.json();
  });
  afterAll(() => sim.close());

  it('has the 3.1 shape: version, info, servers, security schemes, and every operation with responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: '3' });
    expect(doc.info.description).toContain('HMAC-SHA256');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'apiSignature', 'apiTimestamp', 'session']);
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, { operationId: string; responses: object; tags: string[] }>>(doc.paths)) {
      expect(path).toMatch(/^\/[^:]*$/);
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete']).toContain(method);
        expect(op.responses).toHaveProperty('200');
        expect(op.tags).toHaveLength(1);
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(70);
  });

  it('lists every registered route of the covered areas, and only registered routes', () => {
    const routes = sim.simulator.apiDocs.routes();
    const missing = routes.filter((r) => COVERED.test(r.url) && !r.operation).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of sim.simulator.apiDocs.documented()) {
      expect(doc.paths[openApiPath(r.url, '/api')]?.[r.method.toLowerCase()]).toBeDefined();
    }
    const documented = Object.values<object>(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(sim.simulator.apiDocs.documented().length);
  });

  it("takes its schemas from the routes' zod schemas: the order and the API-key bodies match them", () => {
    const place = doc.paths['/v3/trade/order'].post;
    expect(place.requestBody.content['application/json'].schema.required).toEqual(['symbol', 'side', 'type']);
    expect(place.requestBody.content['application/json'].schema.properties.side).toEqual({ type: 'string', enum: ['BUY', 'SELL'] });
    const create = doc.paths['/usercenter/account/create_credential'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual(jsonSchemaOf(createCredentialBody));
    expect(create.security).toEqual([{ session: [] }]);
    expect(create.responses[200].content['application/json'].schema.properties.data.required).toContain('secret');
    expect(place.security).toEqual([{ session: [] }, { apiKey: [], apiTimestamp: [], apiSignature: [] }]);
    expect(place.description).toContain('TRADE');
    expect(doc.paths['/v3/asset/wallet/withdraw'].post.description).toContain('WITHDRAWAL');
    expect(doc.paths['/v3/public/orderbook'].get.security).toEqual([]);
  });

  it('turns query schemas into parameters (required, defaults) and fastify params into path parameters', () => {
    const orders = doc.paths['/v3/trade/orders'].get.parameters;
    expect(orders).toContainEqual({
      name: 'page',
      in: 'query',
      required: false,
      schema: { default: 1, type: 'integer', minimum: 1, maximum: 9007199254740991 },
    });
    expect(doc.paths['/v3/trade/order'].delete.parameters).toContainEqual(
      expect.objectContaining({ name: 'orderId', in: 'query', required: true }),
    );
    expect(doc.paths['/tradingfee/symbol_group/{type}/symbols'].get.parameters).toEqual([
      { name: 'type', in: 'path', required: true, schema: { type: 'string', enum: ['SPOT', 'PERP'] } },
    ]);
  });

  it('builds a document from declarations alone (the builder is pure)', () => {
    const built = openApiDocument([
      { method: 'GET', url: '/api/v3/x/:id', operation: { tag: 'X', summary: 'x', auth: 'public', params: z.object({ id: z.string() }) } },
    ]);
    expect(built).toMatchObject({ openapi: '3.1.0', paths: { '/v3/x/{id}': { get: { operationId: 'getV3XId', summary: 'x' } } } });
  });
});
