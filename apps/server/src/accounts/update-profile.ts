import type { Ctx } from '../context.js';
import { getProfile } from './get-profile.js';
import { type Profile, updateProfile as writeProfile } from './user-repository.js';

export interface ProfileInput {
  full_name?: string | null;
  avatar_url?: string | null;
}

/** Changes the name and/or the avatar URL (already validated by the schema). */
export async function updateProfile({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; changes: ProfileInput };
}): Promise<Profile> {
  await writeProfile(ctx.db, ctx.dbEngine, input.userId, input.changes, ctx.clock.now());
  return getProfile({ ctx, input: { userId: input.userId } });
}
