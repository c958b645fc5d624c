import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { Version } from '@innerway/domain';

/**
 * The shared schemas (those with a zod `meta` id: User, Module ...) as components. The type
 * provider lists each twice, as read (`User`) and as written (`UserInput`); only those some
 * route refers to are kept.
 */
const withReferencedComponentsOnly: typeof jsonSchemaTransformObject = (document) => {
  const object = jsonSchemaTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = object.components?.schemas ?? {};
  const refersTo = (value: unknown, name: string) => JSON.stringify(value).includes(`"#/components/schemas/${name}"`);
  const paths = { ...object, components: { ...object.components, schemas: {} } };
  // Referenced by a route, or by a component a route refers to (at any depth).
  const kept = new Set(Object.keys(schemas).filter((name) => refersTo(paths, name)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(schemas)) {
      if (!kept.has(name) && [...kept].some((user) => refersTo(schemas[user], name))) {
        kept.add(name);
        grew = true;
      }
    }
  }
  const components = { ...object.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))) };
  return { ...object, components } as ReturnType<typeof jsonSchemaTransformObject>;
};

/**
 * The OpenAPI document, generated from the route schemas (registered before any route so every
 * route is seen); with `serve`, Swagger UI at /api/docs and the JSON at /api/docs/json (in local,
 * elsewhere only with API_DOCS=on: a map of the API is of no use to a production's users).
 */
export async function registerOpenApi(app: FastifyInstance, { serve }: { serve: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${app.config.productName} API`,
        description:
          'Every reply is the envelope { success, data, error } (errors add a machine `code`). Signed-in routes take the ' +
          'session cookie (web) or `Authorization: Bearer` (the apps). A cookie-authenticated request that changes state ' +
          '(every POST, PUT, DELETE, and GET /auth/logout, /email/resend, /users/:id/reset_progress) must send ' +
          '`X-Client-Info`, else 403. Disabled users get 403 everywhere but /auth/logout and /users/me.',
        version: Version.web.version,
      },
      servers: [{ url: app.config.appUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'innerway_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: withReferencedComponentsOnly,
  });
  if (!serve) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sends its own CSP for its page; like ours, it must not upgrade plain-http local runs.
    staticCSP: true,
    transformStaticCSP: (header) =>
      app.config.appEnv === 'local' ? header.replace(/\s*upgrade-insecure-requests;?/, '') : header,
  });
}
