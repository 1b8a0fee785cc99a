import { useQuery } from '@tanstack/react-query';
import { fetchApiUsage } from './api-access-api';
import { useKeyWorkspace } from './key-workspace';

/** This month's calls of the current workspace's keys. */
export function useApiUsage() {
  const { organizationId } = useKeyWorkspace();
  return useQuery({
    queryKey: ['api-usage', organizationId],
    queryFn: () => fetchApiUsage(organizationId),
  });
}
