import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../app/toasts/use-toast';
import { fetchInboxPage, type InboxKind, type InboxPage, patchInboxHandled } from './inbox-api';

const pageKey = (kind: InboxKind, page: number) => ['admin-inbox', kind, page] as const;

/** One page of one inbox; the previous page stays on screen while the next loads. */
export function useInboxPage(kind: InboxKind, page: number) {
  return useQuery({
    queryKey: pageKey(kind, page),
    queryFn: () => fetchInboxPage(kind, page),
    placeholderData: keepPreviousData,
  });
}

/** Toggles an entry's handled flag and puts the server's answer into the page shown. */
export function useSetHandled(kind: InboxKind, page: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      patchInboxHandled(kind, id, handled),
    onSuccess: (entry) => {
      queryClient.setQueryData<InboxPage>(
        pageKey(kind, page),
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === entry.id ? entry : item)),
          },
      );
    },
    onError: (error) => toast.error(error.message || 'An error occurred'),
  });
}
