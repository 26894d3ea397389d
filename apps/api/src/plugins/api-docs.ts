import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs' },
);
