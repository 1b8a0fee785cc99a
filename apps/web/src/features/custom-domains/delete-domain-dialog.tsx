import type { CustomDomainView } from '@kurz/shared';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
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
  const { organizationId } = useDomainWorkspace();
  const remove = useSubmit({
    send: () => deleteCustomDomain(organizationId, domain.id),
    onSuccess: () => {
      toast.success('Domain deleted successfully');
      onDeleted(domain.id);
    },
    onError: () => toast.error('Failed to delete domain'),
  });
  // The failure is a toast (spec 001 §5), so the dialog gets no error to show.
  return (
    <ConfirmDialog
      title="Delete domain"
      submit={{ run: remove.run, isBusy: remove.isBusy }}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onClose={onClose}
    >
      <div className="space-y-2">
        <p className="break-words">Are you sure you want to delete {domain.display_domain}?</p>
        <p className="text-slate-600 dark:text-slate-400">
          Links on this domain stop redirecting at once.
        </p>
      </div>
    </ConfirmDialog>
  );
}
