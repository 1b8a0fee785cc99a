import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { LoadError } from '../../app/ui/load-error';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { LinkEditForm } from './link-edit-form';
import { useLink } from './use-link';

/**
 * The link editor on a page of its own (/teams/{id}/urls/{urlId}/edit): the link read by
 * id in the current workspace, then back to the workspace's list when done.
 */
export function LinkEditorCard({ linkId }: { linkId: string }) {
  const { linksPath } = useWorkspace();
  const navigate = useNavigate();
  const link = useLink(linkId);
  if (link.isPending) return <LoadingSpinner message="Loading link..." />;
  if (link.isError) return <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  const back = () => navigate(linksPath);
  return (
    <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <LinkEditForm link={link.data} onDone={back} onCancel={back} />
    </div>
  );
}
