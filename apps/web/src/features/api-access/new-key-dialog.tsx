import type { ApiKeyCreatedReply } from '@kurz/shared';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { Modal } from '../../app/ui/modal';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

/**
 * The whole key, once: the server keeps only its hash, so once this closes nobody can
 * show it again. The secret lives in this dialog's props only, never in storage.
 */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: ApiKeyCreatedReply;
  onClose: () => void;
}) {
  const toast = useToast();
  const { isCopied, markCopied } = useCopiedIndicator();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      markCopied();
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <Modal title="Your new API key" onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          Copy this key now and keep it somewhere safe: <strong>you will not see it again</strong>.
        </p>
        <p>
          <span className="font-medium text-slate-900 dark:text-white">{created.key.name}</span> can
          use: {created.key.scopes.join(', ')}.
        </p>
        <textarea
          readOnly
          rows={2}
          aria-label="API key"
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full resize-none rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 ${focusRing}`}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCopy}>
            {isCopied ? 'Copied!' : 'Copy key'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Modal>
  );
}
