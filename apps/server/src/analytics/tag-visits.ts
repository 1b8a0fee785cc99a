import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { inJoinedWorkspace } from '../links/joined-workspace-filter.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { linksWithVisits } from './links-with-visits.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface TagVisits {
  name: string;
  links: number;
  clicks: number;
  humanClicks: number;
}

/** Each tag the workspace's links carry, with how many do and their all-time visits. */
export async function tagVisits(db: Executor, owner: WorkspaceOwner): Promise<TagVisits[]> {
  const links = linksWithVisits(db).select('l.id').where(inJoinedWorkspace<'links'>(owner));
  const rows = await db
    .selectFrom('tags as t')
    .innerJoin('link_tags as lt', 'lt.tag_id', 't.id')
    .innerJoin(links.as('v'), 'v.id', 'lt.link_id')
    .select((eb) => [
      't.name',
      eb.fn.countAll<number | string>().as('links'),
      eb.fn.sum<number | string>('v.clicks').as('clicks'),
      eb.fn.sum<number | string>('v.human_clicks').as('human_clicks'),
    ])
    .groupBy(['t.id', 't.name'])
    .execute();
  return rows.map((row) => ({
    name: row.name,
    links: Number(row.links),
    clicks: Number(row.clicks ?? 0),
    humanClicks: Number(row.human_clicks ?? 0),
  }));
}
