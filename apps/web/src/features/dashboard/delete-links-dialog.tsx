import type { LinkView } from '@kurz/shared';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { Modal } from '../../app/ui/modal';
import { useRefreshLinks } from '../../lib/use-refresh-links';
import { deleteLink, deleteLinks } from './links-api';

interface DeleteLinksDialogProps {
  links: LinkView[];
  onDeleted: (ids: string[]) => void;
  onClose: () => void;
}

/** Asks before deleting one link or a selection: deleted codes stop redirecting at once. */
export function DeleteLinksDialog({ links, onDeleted, onClose }: DeleteLinksDialogProps) {
  const toast = useToast();
  const refreshLinks = useRefreshLinks();
  const [only] = links;
  const isOne = links.length === 1 && only;
  const ids = links.map((link) => link.id);
  const remove = useSubmit({
    send: () => (isOne ? deleteLink(only.id) : deleteLinks(ids)).finally(refreshLinks),
    onSuccess: ({ deleted }) => {
      toast.success(deleted === 1 ? 'Link deleted' : `${deleted} links deleted`);
      onDeleted(ids);
      onClose();
    },
  });
  return (
    <Modal title={isOne ? 'Delete this link?' : `Delete ${links.length} links?`} onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        {remove.error && <FormAlert kind="error">{remove.error}</FormAlert>}
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void remove.run()}
            disabled={remove.isBusy}
            aria-busy={remove.isBusy}
          >
            {remove.isBusy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
