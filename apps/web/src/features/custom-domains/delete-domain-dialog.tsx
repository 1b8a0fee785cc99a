import type { CustomDomainView } from '@kurz/shared';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { Modal } from '../../app/ui/modal';
import { deleteCustomDomain } from './custom-domains-api';
import { useDomainWorkspace } from './domain-workspace';

interface DeleteDomainDialogProps {
  domain: CustomDomainView;
  onDeleted: (id: string) => void;
  onClose: () => void;
}

/** Spec 001 §5: 'Are you sure you want to delete {domain}?' before the domain goes. */
export function DeleteDomainDialog({ domain, onDeleted, onClose }: DeleteDomainDialogProps) {
  const toast = useToast();
  const { orgId } = useDomainWorkspace();
  const remove = useSubmit({
    send: () => deleteCustomDomain(orgId, domain.id),
    onSuccess: () => {
      toast.success('Domain deleted successfully');
      onDeleted(domain.id);
    },
    onError: () => toast.error('Failed to delete domain'),
  });
  return (
    <Modal title="Delete domain" onClose={onClose}>
      <p className="mt-3 text-sm break-words text-slate-700 dark:text-slate-300">
        Are you sure you want to delete {domain.display_domain}?
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Links on this domain stop redirecting at once.
      </p>
      <div className="mt-5 flex justify-end gap-2">
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
    </Modal>
  );
}
