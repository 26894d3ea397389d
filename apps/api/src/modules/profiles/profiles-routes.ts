/**
 * Profiles (docs/product.md §7 "Profiles", bearer; the contract is packages/contracts/src/profiles.ts):
 *
 * GET  /api/<role>/profile               200 { status, data: { <role>: profile } }
 * POST /api/<role>/update-personal-info  JSON → 200 { status, message, data: { <role>: profile } }
 *                                        422 field errors; phone/e-mail taken in the role
 * POST /api/<role>/update-profile        multipart, optional `photo` (image judged by its
 *                                        bytes, ≤ UPLOAD_MAX_IMAGE_MB; 413/415) → the same reply;
 *                                        a new photo replaces (and deletes) the old file
 * POST /api/<role>/change-password       → 200 { status, message }; ends every session of the
 *                                        account; 422 on old_password when it is wrong
 *
 * 401 without a valid session, 403 for the other role.
 */
import { SITE_ROLES } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsPlugin } from '../../lib/uploads/index.ts';
import { changePasswordRoutes } from './change-password-routes.ts';
import { studentProfileRoutes, teacherProfileRoutes } from './profile-info-routes.ts';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadsPlugin);
  await app.register(studentProfileRoutes, { prefix: '/student' });
  await app.register(teacherProfileRoutes, { prefix: '/teacher' });
  for (const role of SITE_ROLES) {
    await app.register(changePasswordRoutes(role), { prefix: `/${role}` });
  }
};
