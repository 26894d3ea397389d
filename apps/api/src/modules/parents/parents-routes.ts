/**
 * Parents and their children's links (docs/decisions.md, "Parents"; contracts in
 * packages/contracts/src/parents.ts). The parent's own sign-up and sign-in are the auth
 * module's `/api/parent/…` calls.
 *
 * Student (401 without a session, 403 for other roles):
 * POST   /api/student/parent-link-code   201 { code, expires_at }: one-time, 24 hours; unused
 *                                        older codes stop working
 * GET    /api/student/parents            [{ id, first_name, last_name, linked_at }]
 * DELETE /api/student/parents/{id}       200 message; 404 parents.parent_not_found
 *
 * Parent (401 without a session, 403 for other roles):
 * POST   /api/parent/children            { code } → 201 linked / 200 already linked { child };
 *                                        422 parents.code_invalid (wrong, expired, used);
 *                                        409 parents.child_limit (two parents already);
 *                                        429 after five wrong codes a minute per parent or address
 * GET    /api/parent/children            [{ id, first_name, last_name, linked_at }]
 * GET    /api/parent/children/{id}       { child, progress, attempts }; 404 if not linked
 * DELETE /api/parent/children/{id}       200 message; 404 parents.child_not_found
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChildReadings } from './child-report.ts';
import { parentLinkRoutes } from './parent-link-routes.ts';
import { studentLinkRoutes } from './student-link-routes.ts';

/** The progress summary and exam attempts come from their modules, through modules/index.ts. */
export const parentsRoutes =
  (readings: ChildReadings): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(studentLinkRoutes);
    await app.register(parentLinkRoutes(readings));
  };
