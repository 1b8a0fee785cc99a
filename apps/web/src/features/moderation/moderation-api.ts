import type {
  ModeratedLink,
  ModeratedUser,
  ModerateLinkBody,
  ModerateUserBody,
  ModerationList,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

export type { ModeratedLink, ModeratedUser, ModerationList } from '@kurz/shared';

export const fetchModeration = () => api.get<ModerationList>('/api/admin/moderation');

export const postModerateLink = (body: ModerateLinkBody) =>
  api.post<ModeratedLink>('/api/admin/moderation/link', body);

export const postModerateUser = (body: ModerateUserBody) =>
  api.post<ModeratedUser>('/api/admin/moderation/user', body);
