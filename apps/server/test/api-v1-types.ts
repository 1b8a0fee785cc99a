import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types of `/api/v1` live (committed; `npm run api:types` rewrites it). */
export const API_V1_TYPES_FILE = new URL('./api-v1.generated.ts', import.meta.url);

/** TypeScript types of the app's OpenAPI document (openapi-typescript), as committed. */
export async function apiV1Types(app: FastifyInstance): Promise<string> {
  const document = app.swagger() as Parameters<typeof openapiTS>[0];
  const header = '// Generated from /api/v1/openapi.json by `npm run api:types`: do not edit.\n';
  return header + astToString(await openapiTS(document));
}
