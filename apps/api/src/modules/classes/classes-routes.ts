/**
 * Classes and assignments (docs/decisions.md §18; contracts in packages/contracts/src/classes.ts).
 *
 * Teacher (401 without a session, 403 for other roles; another teacher's class is a 404):
 * GET    /api/teacher/classes                          the teacher's classes with counts
 * POST   /api/teacher/classes                          201; 409 classes.class_limit (30 open)
 * GET    /api/teacher/classes/{id}                     students, assignments, every result
 * PATCH  /api/teacher/classes/{id}                     rename, section, archive or reopen
 * POST   /api/teacher/classes/{id}/code                a new join code
 * DELETE /api/teacher/classes/{id}/students/{studentId}
 * GET    /api/teacher/classes/{id}/assignable          ?source=catalogue|mine&semester=
 * POST   /api/teacher/classes/{id}/assignments         201; PUT/DELETE …/{assignmentId}
 * GET    /api/teacher/classes/{id}/export              ?format=csv|xlsx, a gradebook
 * An archived class is read-only: its writes answer 409 classes.class_archived.
 *
 * Student: POST /api/student/classes {code} (201 joined, 200 already in, 422 wrong code,
 * 409 full, 429 after five wrong codes a minute), GET /api/student/classes, DELETE
 * /api/student/classes/{id} (leave), GET /api/student/assignments (To do).
 * Parent: GET /api/parent/children/{id}/assignments (404 unless linked).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type IsLinkedChild, memberRoutes } from './member-routes.ts';
import { type OnAssigned, teacherClassRoutes } from './teacher-class-routes.ts';

export { readResults } from './assignment-results.ts';

export const classesRoutes =
  ({
    isLinkedChild,
    onAssigned,
  }: {
    isLinkedChild: IsLinkedChild;
    onAssigned: OnAssigned;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(teacherClassRoutes(onAssigned));
    await app.register(memberRoutes(isLinkedChild));
  };
