import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import type { CustomDomain } from '../db/schema.js';
import { startPeriodic } from '../jobs/start-periodic.js';
import { domainProofMissingEmail } from '../mail/templates/domain-proof-missing-email.js';
import { checkDns } from './check-dns.js';
import { domainsDueForCheck, updateDomain } from './custom-domain-repository.js';
import { PROOF_GRACE_MS } from './custom-domain-view.js';
import { servingChanged } from './domain-rules.js';

export const REVERIFY_EVERY_MS = 24 * 60 * 60_000;
/** Domains checked per round; a round runs every `roundEveryMs` until none is due. */
const ROUND_SIZE = 50;

/** What re-verification uses of the context (tests build it from the real parts). */
export type ReverifyCtx = Pick<
  Ctx,
  'config' | 'db' | 'clock' | 'log' | 'mail' | 'linkCache' | 'servingDomains'
>;

export interface ReverifyOptions {
  /** How often the due domains are looked for (ms). */
  roundEveryMs: number;
}

/**
 * Checks each verified domain's DNS again once a day: a proof that vanished is marked,
 * its owner mailed once, and after `PROOF_GRACE_MS` the domain goes back to pending and
 * stops serving; a proof that came back clears the mark. Each domain is claimed by one
 * process (a conditional update) so several processes neither double the work nor the mail.
 * A check that got no DNS answer changes nothing: our resolvers' trouble is not the owner's.
 */
export async function reverifyDueDomains(ctx: ReverifyCtx): Promise<number> {
  const now = ctx.clock.now();
  const due = await domainsDueForCheck(ctx.db, now - REVERIFY_EVERY_MS, ROUND_SIZE);
  let checked = 0;
  for (const row of due) {
    if (!(await claim(ctx, row, now))) continue;
    await reverifyOne(ctx, row, now);
    checked += 1;
  }
  return checked;
}

async function claim(ctx: ReverifyCtx, row: CustomDomain, now: number): Promise<boolean> {
  const result = await ctx.db
    .updateTable('custom_domains')
    .set({ last_checked_at: now })
    .where('id', '=', row.id)
    .where((eb) =>
      row.last_checked_at === null
        ? eb('last_checked_at', 'is', null)
        : eb('last_checked_at', '=', row.last_checked_at),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function reverifyOne(ctx: ReverifyCtx, row: CustomDomain, now: number): Promise<void> {
  const check = await checkDns(ctx.config.customDomains, row.domain, row.verification_token);
  if (check.verified) {
    if (row.proof_missing_since !== null) {
      await updateDomain(ctx.db, row.id, { proof_missing_since: null, owner_notified_at: null });
      ctx.log.info({ domain: row.domain }, 'custom domain proof is back');
    }
    return;
  }
  if (
    check.propagation_status === 'none' &&
    check.issues.some((issue) => issue.includes('within 5 s'))
  ) {
    // No answer in time: try again at the next round rather than blame the owner.
    await updateDomain(ctx.db, row.id, { last_checked_at: row.last_checked_at });
    return;
  }
  const missingSince = row.proof_missing_since ?? now;
  if (now - missingSince >= PROOF_GRACE_MS) {
    await updateDomain(ctx.db, row.id, {
      verified_at: null,
      proof_missing_since: null,
      owner_notified_at: null,
    });
    await servingChanged(ctx, row.domain);
    ctx.log.info(
      { domain: row.domain },
      'custom domain stopped serving: its proof has been missing 7 days',
    );
    return;
  }
  const notify = row.owner_notified_at === null;
  await updateDomain(ctx.db, row.id, {
    proof_missing_since: missingSince,
    ...(notify && { owner_notified_at: now }),
  });
  if (notify) await mailOwner(ctx, row, missingSince, check.issues[0] ?? 'records missing');
}

async function mailOwner(
  ctx: ReverifyCtx,
  row: CustomDomain,
  since: number,
  issue: string,
): Promise<void> {
  const owner = await findProfile(ctx.db, row.user_id);
  if (!owner) return;
  await ctx.mail.send(
    domainProofMissingEmail({
      to: owner.email,
      domain: row.domain,
      servingUntil: new Date(since + PROOF_GRACE_MS),
      issue,
      url: new URL('/user/domains', ctx.config.appUrl).href,
    }),
  );
}

/** Runs rounds on a timer until stopped; errors are logged and the next round tries again. */
export function startDomainReverification(
  ctx: ReverifyCtx,
  options: ReverifyOptions = { roundEveryMs: 60 * 60_000 },
): { stop(): Promise<void> } {
  return startPeriodic(
    options.roundEveryMs,
    () => reverifyDueDomains(ctx),
    (error) => ctx.log.warn({ err: error }, 'custom domain re-verification failed'),
  );
}
