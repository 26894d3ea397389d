import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered from the public replies kept in memory (plugins/public-cache, the kept pages). */
    keptReply: boolean;
  }
}

/**
 * Fastify's request lines, thinned (docs/decisions.md, "the log"). A read writes one line, as
 * it ends, with the request in it (Fastify writes a second as it arrives); a write (anything
 * but GET or HEAD) keeps its arrival line too, as an upload can take minutes. A reply
 * answered from memory writes none: on a busy day these are most requests, each line costs
 * the server a system call, and the reverse proxy's access log has them. Errors are logged
 * as Fastify logs them.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    if (request.keptReply && reply.statusCode < 400) return;
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
