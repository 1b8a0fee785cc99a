import type { LinkView } from '@kurz/shared';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useRefreshLinks } from '../../lib/use-refresh-links';
import { deleteLink, deleteLinks } from './links-api';

interface DeleteLinksDialogProps {
  links: LinkView[];
  onDeleted: (ids: string[]) => void;
  onClose: () => void;
}

/** Asks before deleting one link or a selection: deleted codes stop redirecting at once. */
export function DeleteLinksDialog({ links, onDeleted, onClose }: DeleteLinksDialogProps) {
  const { organizationId } = useWorkspace();
  const toast = useToast();
  const refreshLinks = useRefreshLinks();
  const [only] = links;
  const isOne = links.length === 1 && only;
  const ids = links.map((link) => link.id);
  const remove = useSubmit({
    send: () =>
      (isOne ? deleteLink(organizationId, only.id) : deleteLinks(organizationId, ids)).finally(
        refreshLinks,
      ),
    onSuccess: ({ deleted }) => {
      toast.success(deleted === 1 ? 'Link deleted' : `${deleted} links deleted`);
      onDeleted(ids);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={isOne ? 'Delete this link?' : `Delete ${links.length} links?`}
      submit={remove}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onClose={onClose}
    >
      <p>
        {isOne ? (
          <>
            <strong className="break-all">{only.short_link}</strong> will stop redirecting
            immediately.
          </>
        ) : (
          'The selected links will stop redirecting immediately.'
        )}{' '}
        This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
