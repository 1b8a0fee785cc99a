import { AVATAR_URL_PREFIX } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { checkedImage } from '../storage/checked-image.js';
import { getProfile } from './get-profile.js';
import { type Profile, updateProfile } from './user-repository.js';

/** Stores a new avatar (judged by its bytes) and points the profile at it. */
export async function uploadAvatar({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; bytes: Buffer };
}): Promise<Profile> {
  const type = checkedImage(input.bytes);
  const previous = await getProfile({ ctx, input: { userId: input.userId } });
  const name = await ctx.uploads.save('user-avatars', input.bytes, type);
  await updateProfile(
    ctx.db,
    ctx.dbEngine,
    input.userId,
    { avatar_url: AVATAR_URL_PREFIX + name },
    ctx.clock.now(),
  );
  await removeOwnAvatar(ctx, previous.avatar_url);
  return getProfile({ ctx, input: { userId: input.userId } });
}

/** Clears the avatar, deleting the file when it is one of ours. */
export async function removeAvatar({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<Profile> {
  const previous = await getProfile({ ctx, input });
  await updateProfile(ctx.db, ctx.dbEngine, input.userId, { avatar_url: null }, ctx.clock.now());
  await removeOwnAvatar(ctx, previous.avatar_url);
  return getProfile({ ctx, input });
}

async function removeOwnAvatar(ctx: Ctx, url: string | null): Promise<void> {
  if (url?.startsWith(AVATAR_URL_PREFIX)) {
    await ctx.uploads.remove('user-avatars', url.slice(AVATAR_URL_PREFIX.length));
  }
}
