import { type AvailabilityReply, shortCodeProblem } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { isCodeTaken } from './link-repository.js';
import { SHORT_CODE_MESSAGES } from './short-code-messages.js';
import { defaultShortDomain } from './short-domains.js';

/** Spec 000 §5: a blank code counts as none and as available; codes are trimmed. */
export async function checkAvailability({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { code: string };
}): Promise<AvailabilityReply> {
  const code = input.code.trim();
  if (!code) return { available: true };
  const problem = shortCodeProblem(code);
  if (problem) return { available: false, error: SHORT_CODE_MESSAGES[problem] };
  const domain = defaultShortDomain(ctx.config);
  return (await isCodeTaken(ctx.db, domain, code))
    ? { available: false, error: 'This short URL is already taken' }
    : { available: true };
}
