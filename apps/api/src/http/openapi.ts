import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Version } from '@innerway/domain';

/**
 * The OpenAPI document, generated from the route schemas (registered before any route so every
 * route is seen), with Swagger UI at /api/docs and the JSON at /api/docs/json.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${app.config.productName} API`,
        description: 'Every reply is the envelope { success, data, error }; an error reply adds its stable code.',
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
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sends its own CSP for its page; like ours, it must not upgrade plain-http local runs.
    staticCSP: true,
    transformStaticCSP: (header) =>
      app.config.appEnv === 'local' ? header.replace(/\s*upgrade-insecure-requests;?/, '') : header,
  });
}
