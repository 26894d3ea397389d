import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** The id of the signed-in account, on routes that `app.requireAccount(...)` guards. */
export function signedInId(request: FastifyRequest): number {
  if (!request.account) throw new AppError(401, 'unauthenticated', 'error.unauthenticated');
  return request.account.id;
}
