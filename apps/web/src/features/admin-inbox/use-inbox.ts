import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { fetchInboxPage, type InboxKind, type InboxPage, patchInboxHandled } from './inbox-api';

const inboxKey = (kind: InboxKind) => ['admin-inbox', kind] as const;
const pageKey = (kind: InboxKind, page: number) => [...inboxKey(kind), page] as const;

/** One page of one inbox; the previous page stays on screen while the next loads. */
export function useInboxPage(kind: InboxKind, page: number) {
  return useQuery({
    queryKey: pageKey(kind, page),
    queryFn: () => fetchInboxPage(kind, page),
    placeholderData: keepPreviousData,
  });
}

/** Sets one entry's handled flag and puts the server's answer into the pages that show it. */
export function useSetHandled(kind: InboxKind, id: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useSubmit({
    send: (handled: boolean) => patchInboxHandled(kind, id, handled),
    onSuccess: (entry) => {
      queryClient.setQueriesData<InboxPage>(
        { queryKey: inboxKey(kind) },
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === entry.id ? entry : item)),
          },
      );
    },
    onError: (message) => toast.error(message),
  });
}
