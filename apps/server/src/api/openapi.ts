import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

const PUBLIC_API = '/api/v1/';
export const OPENAPI_PATH = '/api/v1/openapi.json';

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from the routes' own zod schemas
 * (fastify-type-provider-zod's transform), never written by hand: a route added is a route
 * documented. Registered before the routes, whose registration it records.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kurz API',
        version: '1',
        description:
          'Short links, their analytics and QR codes, and custom domains. Authenticate with an API key from /user/api-access: `Authorization: Bearer <key>`. Errors are `{ error, code }`.',
      },
      servers: [{ url: config.appUrl.origin }],
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
      security: [{ apiKey: [] }],
    },
    transform: (input) =>
      input.url.startsWith(PUBLIC_API) && input.url !== OPENAPI_PATH
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
