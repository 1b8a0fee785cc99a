import type { ModerateLinkBody, ModerateUserBody } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { fetchModeration, postModerateLink, postModerateUser } from './moderation-api';

const moderationKey = ['admin-moderation'] as const;

/** What is disabled now. */
export function useModerationList() {
  return useQuery({ queryKey: moderationKey, queryFn: fetchModeration });
}

/**
 * Disables or enables a link by its short URL. The list and the inbox's link reports show
 * the link's state, so both are read again.
 */
export function useSetLinkDisabled(onDone?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useSubmit({
    send: (body: ModerateLinkBody) => postModerateLink(body),
    onSuccess: (link) => {
      toast.success(link.isDisabled ? 'Link disabled' : 'Link enabled');
      void queryClient.invalidateQueries({ queryKey: moderationKey });
      void queryClient.invalidateQueries({ queryKey: ['admin-inbox', 'link-reports'] });
      onDone?.();
    },
  });
}

export function useSetUserDisabled(onDone?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useSubmit({
    send: (body: ModerateUserBody) => postModerateUser(body),
    onSuccess: (user) => {
      toast.success(user.isDisabled ? 'User disabled' : 'User enabled');
      void queryClient.invalidateQueries({ queryKey: moderationKey });
      void queryClient.invalidateQueries({ queryKey: ['admin-inbox', 'link-reports'] });
      onDone?.();
    },
  });
}
