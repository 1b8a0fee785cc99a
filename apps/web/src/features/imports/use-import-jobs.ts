import type { ImportJobView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../app/auth-context';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { fetchImports, importsKey } from './imports-api';

/** A job that may still change: the list is asked again while one is. */
export const isActive = (job: ImportJobView) => job.status === 'queued' || job.status === 'running';

const REFRESH_MS = 2000;

/**
 * The workspace's imports, newest first, refreshed every 2 s while one is queued or
 * running and not at all otherwise.
 */
export function useImportJobs() {
  const { user } = useAuth();
  const { organizationId } = useWorkspace();
  return useQuery({
    queryKey: importsKey(user?.id, organizationId),
    queryFn: () => fetchImports(organizationId),
    enabled: Boolean(user),
    refetchInterval: (query) => (query.state.data?.imports.some(isActive) ? REFRESH_MS : false),
  });
}
