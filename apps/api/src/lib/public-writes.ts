import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may have changed what visitors see: any successful write by an editor
 * or a teacher (a new PDF, a renamed subject, a hidden upload, a published exam, an approved
 * review, a teacher's own profile). Students' and parents' writes never show in public, nor
 * do a teacher's classes. The search index and the public reply cache both follow it.
 */
export const changesPublicContent = (request: FastifyRequest, statusCode: number) =>
  !READS.has(request.method) &&
  statusCode < 400 &&
  /^\/api\/(admin|teacher(?!\/classes))/.test(request.url);
