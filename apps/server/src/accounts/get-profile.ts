import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { findProfile, type Profile } from './user-repository.js';

export async function getProfile({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<Profile> {
  const profile = await findProfile(ctx.db, input.userId);
  if (!profile) throw new NotFound('User not found');
  return profile;
}
