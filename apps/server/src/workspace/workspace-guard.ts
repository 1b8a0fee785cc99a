import type { FastifyRequest, preHandlerAsyncHookHandler as Guard } from 'fastify';
import { byUser, requireUser, userOf } from '../accounts/require-user.js';
import { NotFound, Unauthenticated } from '../errors.js';
import { byIp, type RateRule, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { resolveWorkspace } from './resolve-workspace.js';
import type { WorkspaceCtx } from './workspace.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts and where, once `requireWorkspace` ran; read it with `actingCtx`. */
    acting: WorkspaceCtx | null;
  }
}

/** Where a request names its team when it does not come from an API key. */
export type TeamOf = (
  request: FastifyRequest,
) => string | null | undefined | Promise<string | null | undefined>;

/**
 * The team a web request names: `organization_id`, or the older `org_id` that the spec's
 * team calls use, in the body or the query string.
 */
export const namedTeam: TeamOf = (request) =>
  teamField(request.body) ?? teamField(request.query) ?? undefined;

/** The team a URL path names (`/api/organizations/:orgId/…`). */
export const teamInPath: TeamOf = (request) => {
  const { orgId } = request.params as { orgId?: unknown };
  return typeof orgId === 'string' ? orgId : undefined;
};

/**
 * Route guard, after `requireUser` or `requireApiKey` (a preHandler, so the body is parsed):
 * turns the caller and the team into `ctx.actor` and `ctx.workspace`. An API key acts in its
 * own workspace whatever the request names; a session in the team the request names.
 * `notFound` words the 404 of a team the caller is not in, where the route's thing (not a
 * team) decided the workspace and must look exactly like a missing one.
 */
export function requireWorkspace(
  teamOf: TeamOf = namedTeam,
  options: { notFound?: string } = {},
): Guard {
  return async (request) => {
    const user = userOf(request);
    const key = request.apiKey;
    try {
      request.acting = key
        ? await resolveWorkspace(
            request.ctx,
            { userId: user.id, via: 'api-key', keyId: key.keyId },
            key.orgId,
          )
        : await resolveWorkspace(
            request.ctx,
            { userId: user.id, via: 'session', keyId: null },
            await teamOf(request),
          );
    } catch (error) {
      if (error instanceof NotFound && options.notFound) throw new NotFound(options.notFound);
      throw error;
    }
  };
}

/** The context a guarded route's verb acts in. On a route without the guard it fails closed: 401. */
export function actingCtx(request: FastifyRequest): WorkspaceCtx {
  if (!request.acting) throw new Unauthenticated();
  // The request's own logger, which the guard's copy of ctx may predate.
  return { ...request.acting, log: request.ctx.log };
}

function teamField(source: unknown): string | null | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const fields = source as { organization_id?: unknown; org_id?: unknown };
  const team = fields.organization_id ?? fields.org_id;
  return typeof team === 'string' || team === null ? team : undefined;
}

/**
 * A signed-in member's route in the workspace the request names: the address's limit
 * before the session is read, then the member's own `rule`, then who acts and where.
 */
export function memberRoute(
  { auth, rateLimits }: Pick<RouteKit, 'auth' | 'rateLimits'>,
  ipRule: RateRule,
) {
  return (rule: RateRule) => ({
    preValidation: [
      rateLimit(rateLimits, ipRule, byIp),
      requireUser(auth),
      rateLimit(rateLimits, rule, byUser),
    ],
    preHandler: requireWorkspace(),
  });
}
