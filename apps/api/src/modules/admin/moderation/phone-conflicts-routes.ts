import { phoneConflictsReply } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPhoneCanonicalization } from '../../../db/canonical-phones.ts';

/**
 * Accounts whose stored numbers turned out to be one number when numbers were brought to
 * their international form: both were kept as they are, for an editor to settle (ask the
 * people, then correct one number in the database or have one of them change it).
 */
export const phoneConflictsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phone-conflicts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts of one role holding one phone number written two ways',
        response: { 200: phoneConflictsReply },
      },
    },
    async () => {
      const { collisions } = await planPhoneCanonicalization(app.db);
      return { status: 'success' as const, data: collisions };
    },
  );
};
