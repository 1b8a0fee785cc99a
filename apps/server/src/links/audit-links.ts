import type { Kysely, Transaction } from 'kysely';
import type { Database, Link } from '../db/schema.js';
import { recordTeamEvents } from '../workspace/audit-log.js';

/**
 * Writes the change of each team link into its team's audit log, as `domain/code`;
 * personal workspaces keep no audit log. `actorId` null: no one of the team did it.
 */
export async function auditLinks(
  db: Kysely<Database> | Transaction<Database>,
  change: {
    action: 'link.created' | 'link.updated' | 'link.deleted';
    links: readonly Pick<Link, 'org_id' | 'domain' | 'code'>[];
    actorId: string | null;
    at: number;
    details?: Record<string, unknown> | undefined;
  },
): Promise<void> {
  await recordTeamEvents(
    db,
    change.links.flatMap((link) =>
      link.org_id === null
        ? []
        : [
            {
              orgId: link.org_id,
              actorId: change.actorId,
              action: change.action,
              target: `${link.domain}/${link.code}`,
              ...(change.details && { details: change.details }),
              at: change.at,
            },
          ],
    ),
  );
}
