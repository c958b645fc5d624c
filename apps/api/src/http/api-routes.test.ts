import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ApiRoutes, envelopeOf, type TApiRouteKey } from '@innerway/domain';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

// The web client types its calls from domain's ApiRoutes; the server declares its own schemas on
// each route. Read back from the OpenAPI document, the two must be the same routes with the same
// bodies and reply data.

type TOperation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};
type TDocument = { paths: Record<string, Record<string, TOperation>> };

let test: TestApp;
let document: TDocument;
setUpTestApp(async (ready) => {
  test = ready;
  document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as TDocument;
});

/** `GET /modules/:id` -> the document's `get` `/api/modules/{id}`; a query in the key is not part of the path. */
function documentPlace(key: string) {
  const [method, pathAndQuery] = key.split(' ') as [string, string];
  const [path, query] = pathAndQuery.split('?') as [string, string | undefined];
  return { method: method.toLowerCase(), path: `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`, query };
}

/** A schema as the document writes it (the same transform, the same shared components). */
function asDocumented(part: 'body' | 'reply', schema: z.ZodType): unknown {
  const { schema: transformed } = jsonSchemaTransform({
    schema: part === 'body' ? { body: schema } : { response: { 200: envelopeOf(schema) } },
    url: '/',
    route: {} as never,
    openapiObject: { openapi: '3.0.3' },
  } as never) as { schema: { body?: unknown; response?: Record<string, { properties: { data: unknown } }> } };
  return part === 'body' ? transformed.body : transformed.response?.[200]?.properties.data;
}

const jsonReply = (operation: TOperation) => {
  const success = operation.responses['200'] ?? operation.responses['201'];
  return success?.content?.['application/json']?.schema.properties;
};

describe('the route table (domain ApiRoutes)', () => {
  const keys = Object.keys(ApiRoutes) as TApiRouteKey[];

  it.each(keys)('%s is served with the table’s body and reply', (key) => {
    const { method, path, query } = documentPlace(key);
    const operation = document.paths[path]?.[method];
    expect(operation, `${key} is not a route of the server`).toBeDefined();
    const entry = ApiRoutes[key] as { body?: z.ZodType; reply: z.ZodType };

    const data = jsonReply(operation!)?.data;
    const expected = asDocumented('reply', entry.reply);
    // A reply that depends on the query is one of the route's alternatives.
    if (query) expect((data as { anyOf?: unknown[] }).anyOf).toContainEqual(expected);
    else expect(data).toEqual(expected);

    const body = operation!.requestBody?.content['application/json']?.schema;
    if (entry.body) expect(body).toEqual(asDocumented('body', entry.body));
    else expect(body).toBeUndefined();
  });

  it('lists every route that replies with the envelope', () => {
    const listed = new Set(keys.map((key) => `${documentPlace(key).method} ${documentPlace(key).path}`));
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => jsonReply(operation)?.success !== undefined)
        .map(([method]) => `${method} ${path}`),
    );
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });
});
