import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Team analytics: the rollups now count a team link's clicks under `org:<team>`
 * instead of its creator's `user:<id>`, so a team's report reads its own rows and a
 * member's personal report holds only their personal links. This moves what was already
 * rolled up: each team link's own rows (`link:<id>`: totals and every dimension but
 * `link`) and the `link` breakdown rows naming it go from the creator's scope to the
 * team's. Visitors are a sum over links, so they move the same way. No count is lost: a
 * click is in exactly one workspace scope before and after (`down` moves them back).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await moveTeamRollups(db, { from: sql`'user:' || l.user_id`, to: sql`'org:' || l.org_id` });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await moveTeamRollups(db, { from: sql`'org:' || l.org_id`, to: sql`'user:' || l.user_id` });
}

/** `from` and `to` name a team link `l`'s two scopes; its counts go from one to the other. */
async function moveTeamRollups(
  // biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
  db: Kysely<any>,
  { from, to }: { from: RawBuilder<string>; to: RawBuilder<string> },
): Promise<void> {
  await sql`create table team_rollup_moves (
    source text not null, target text not null, t bigint not null,
    dimension text not null, value text not null,
    clicks bigint not null, human_clicks bigint not null, qr_clicks bigint not null,
    visitors bigint not null)`.execute(db);
  await sql`create index team_rollup_moves_idx on team_rollup_moves (source, t, dimension, value)`.execute(
    db,
  );
  const teamLinks = sql`links l on l.org_id is not null and l.user_id is not null`;

  // Totals (dimension and value '').
  await sql`insert into team_rollup_moves
    select ${from}, ${to}, h.hour, '', '', sum(h.clicks), sum(h.human_clicks),
      sum(h.qr_clicks), sum(h.visitors)
    from analytics_hourly h join ${teamLinks} and h.scope = 'link:' || l.id
    group by l.user_id, l.org_id, h.hour`.execute(db);
  await sql`insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
    select target, t, sum(clicks), sum(human_clicks), sum(qr_clicks), sum(visitors)
    from team_rollup_moves where true group by target, t
    on conflict (scope, hour) do update set clicks = analytics_hourly.clicks + excluded.clicks,
      human_clicks = analytics_hourly.human_clicks + excluded.human_clicks,
      qr_clicks = analytics_hourly.qr_clicks + excluded.qr_clicks,
      visitors = analytics_hourly.visitors + excluded.visitors`.execute(db);
  const moved = (column: string) =>
    sql.raw(`(select sum(m.${column}) from team_rollup_moves m
      where m.source = analytics_hourly.scope and m.t = analytics_hourly.hour)`);
  await sql`update analytics_hourly set clicks = clicks - ${moved('clicks')},
      human_clicks = human_clicks - ${moved('human_clicks')},
      qr_clicks = qr_clicks - ${moved('qr_clicks')}, visitors = visitors - ${moved('visitors')}
    where exists (select 1 from team_rollup_moves m
      where m.source = analytics_hourly.scope and m.t = analytics_hourly.hour)`.execute(db);
  await sql`delete from analytics_hourly where clicks = 0 and visitors = 0`.execute(db);

  for (const [name, time] of [
    ['analytics_breakdowns_hourly', 'hour'],
    ['analytics_breakdowns_daily', 'day'],
  ] as const) {
    const table = sql.raw(name);
    const at = sql.raw(time);
    await sql`delete from team_rollup_moves`.execute(db);
    await sql`insert into team_rollup_moves
      select ${from}, ${to}, b.${at}, b.dimension, b.value, sum(b.clicks), 0, 0, 0
      from ${table} b join ${teamLinks} and b.scope = 'link:' || l.id
      group by l.user_id, l.org_id, b.${at}, b.dimension, b.value`.execute(db);
    // The workspace's top-links breakdown names the team link: that row moves whole.
    await sql`insert into team_rollup_moves
      select b.scope, ${to}, b.${at}, b.dimension, b.value, b.clicks, 0, 0, 0
      from ${table} b join ${teamLinks} and b.value = l.id
      where b.dimension = 'link' and b.scope = ${from}`.execute(db);
    await sql`insert into ${table} (scope, ${at}, dimension, value, clicks)
      select target, t, dimension, value, sum(clicks) from team_rollup_moves where true
      group by target, t, dimension, value
      on conflict (scope, ${at}, dimension, value) do update
        set clicks = ${table}.clicks + excluded.clicks`.execute(db);
    const same = sql`m.source = ${table}.scope and m.t = ${table}.${at}
      and m.dimension = ${table}.dimension and m.value = ${table}.value`;
    await sql`update ${table}
      set clicks = clicks - (select sum(m.clicks) from team_rollup_moves m where ${same})
      where exists (select 1 from team_rollup_moves m where ${same})`.execute(db);
    await sql`delete from ${table} where clicks = 0`.execute(db);
  }
  await sql`drop table team_rollup_moves`.execute(db);
}
