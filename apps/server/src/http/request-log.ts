import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request this slow is worth a line at `info`; the rest only at `debug`. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's request lines, quieter: two `info` lines per request flood a terminal, so
 * requests are logged at `debug`, except slow ones and errors.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    else if (responseTime >= SLOW_REQUEST_MS)
      reply.log.info({ req: request, res: reply, responseTime }, 'slow request');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
