import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { Modal } from '../../app/ui/modal';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

/**
 * The signing secret, once (after create or rotate): receivers verify every delivery with
 * it. It lives in this dialog's props only, never in storage.
 */
export function WebhookSecretDialog({
  secret,
  endpointUrl,
  onClose,
}: {
  secret: string;
  endpointUrl: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const { isCopied, markCopied } = useCopiedIndicator();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      markCopied();
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <Modal title="Save your signing secret" onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          Copy this secret now: <strong>you will not see it again</strong>. Your receiver uses it to
          verify the <code className="font-mono">webhook-signature</code> header.
        </p>
        <p className="[overflow-wrap:anywhere]">
          For <span className="font-medium text-slate-900 dark:text-white">{endpointUrl}</span>
        </p>
        <textarea
          readOnly
          rows={2}
          aria-label="Signing secret"
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full resize-none rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 ${focusRing}`}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCopy}>
            {isCopied ? 'Copied!' : 'Copy secret'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Modal>
  );
}
