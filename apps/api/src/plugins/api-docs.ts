import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAccountGuard } from './authentication/index.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { onRequest?: unknown; preHandler?: unknown };
};

/**
 * The zod transform, plus `security: bearerAuth` on every route an `app.requireAccount`
 * guard protects, with the roles it admits in the description.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const { onRequest, preHandler } = input.route;
  const guard = [onRequest ?? [], preHandler ?? []].flat().find(isAccountGuard);
  if (!guard) return result;
  const roles = guard.roles.length > 0 ? guard.roles.join(', ') : 'any account';
  const description = [result.schema.description, `Requires a session: ${roles}.`]
    .filter(Boolean)
    .join(' ');
  return { ...result, schema: { ...result.schema, description, security: [{ bearerAuth: [] }] } };
}

/**
 * OpenAPI generated from the routes' zod schemas. Registered before any route so its
 * onRoute hook sees them all; the document is at /api/openapi.json, the browser at /api/docs.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Madrasa API',
          description:
            'Bilingual learning platform for Jordanian school students. Messages follow Accept-Language (ar default, en).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token the login (or admin login) call answers with.',
            },
          },
        },
      },
      transform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs' },
);
