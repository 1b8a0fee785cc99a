import { type AdminUserChangeBody, planName } from '@kurz/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { type AdminUser, type AdminUsersPage, fetchUsersPage, patchUser } from './admin-users-api';

const usersKey = ['admin-users'] as const;

/** One page of the directory; the previous page stays on screen while the next loads. */
export function useUsersPage(search: string, page: number) {
  return useQuery({
    queryKey: [...usersKey, search, page],
    queryFn: () => fetchUsersPage(search, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * One change to one user (a plan, or disabled). The server's answer replaces the user in
 * every page that shows them; the moderation page's list of disabled users is read again.
 */
export function useChangeUser(user: AdminUser, onDone: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { profile, refreshProfile } = useAuth();
  return useSubmit({
    send: (body: AdminUserChangeBody) => patchUser(user.id, body),
    onSuccess: async (changed, body) => {
      queryClient.setQueriesData<AdminUsersPage>(
        { queryKey: usersKey },
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === changed.id ? changed : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: ['admin-moderation'] });
      toast.success(successText(changed, body));
      // An admin who set their own plan sees it in the header at once.
      if (changed.id === profile?.id) await refreshProfile();
      onDone();
    },
  });
}

function successText(user: AdminUser, body: AdminUserChangeBody): string {
  if (body.subscription_plan) return `${user.email} is now on ${planName(user.subscription_plan)}`;
  return user.disabled ? `${user.email} disabled` : `${user.email} enabled`;
}
