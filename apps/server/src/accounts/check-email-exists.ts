import type { Ctx } from '../context.js';
import { userExistsWithEmail } from './user-repository.js';

/** The spec's `check_email_exists`: does an account use this email (trimmed, lower-cased)? */
export async function checkEmailExists({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string };
}): Promise<boolean> {
  return userExistsWithEmail(ctx.db, input.email);
}
