import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas; UI at /api/docs, JSON at /api/docs/json. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atrium API', version: '1.0.0', description: 'Public, member and admin API of the Atrium site.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
