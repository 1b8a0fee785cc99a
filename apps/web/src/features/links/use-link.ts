import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { LINKS_QUERY_KEY } from '../../lib/use-refresh-links';
import { fetchLink } from './links-api';

/** One link of the current workspace; another workspace's answers 404. */
export function useLink(linkId: string) {
  const { organizationId } = useWorkspace();
  return useQuery({
    queryKey: [...LINKS_QUERY_KEY, organizationId, 'link', linkId],
    queryFn: () => fetchLink(organizationId, linkId),
    retry: false,
  });
}
