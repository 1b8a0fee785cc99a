import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path as registered: `:param` segments, `*` for a wildcard. */
  path: string;
}

const TREE_LINE = /^([\s│├└─]*)(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app registers, read from Fastify's route tree, so a route added later
 * joins the tables that walk them without anyone listing it. Each tree level is indented
 * four characters; a node's path is its parent's followed by its own segment.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    const segment = match?.[2];
    if (!match || !segment) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
