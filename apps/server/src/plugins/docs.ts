import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appError } from '../lib/app-error';
import { requireStaff } from './admin-guard';

/** A valid MANAGER or ADMIN bearer token; to anybody else the documentation does not exist. */
async function staffOrNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    await request.server.authenticate(request, reply);
    await requireStaff(request);
  } catch {
    throw appError('NOT_FOUND');
  }
}

/**
 * OpenAPI generated from the route schemas. In development and tests: the UI at /api/docs and
 * the JSON at /api/docs/json, for anybody. In production (`staffOnly`) the API's map is no
 * public matter: only GET /api/docs/json is served, to a staff bearer token, 404 to everybody
 * else; the UI is not served (a browser cannot send the token when it opens a page).
 */
export const docsPlugin = fp<{ staffOnly: boolean }>(async (app, { staffOnly }) => {
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
  if (!staffOnly) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    return;
  }
  app.get('/api/docs/json', { schema: { hide: true }, onRequest: staffOrNotFound }, async () => app.swagger());
});
