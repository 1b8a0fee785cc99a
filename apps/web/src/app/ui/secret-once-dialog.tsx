import type { ReactNode } from 'react';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';
import { useToast } from '../toasts/use-toast';
import { Button } from './button';
import { focusRing } from './focus-ring';
import { Modal } from './modal';

interface SecretOnceDialogProps {
  title: string;
  /** The warning, in the dialog's words: copy it now, it will not be shown again. */
  warning: ReactNode;
  /** What the secret is for (which key, which endpoint). */
  children: ReactNode;
  secret: string;
  /** Names the read-only field for screen readers ('API key'). */
  secretLabel: string;
  copyLabel: string;
  onClose: () => void;
}

/**
 * A secret shown once (the server keeps only a hash or will not show it again): a warning,
 * the secret selectable and copyable, and Done. It lives in props only, never in storage.
 */
export function SecretOnceDialog({
  title,
  warning,
  children,
  secret,
  secretLabel,
  copyLabel,
  onClose,
}: SecretOnceDialogProps) {
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
    <Modal title={title} onClose={onClose}>
      <div className="mt-3 space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {warning}
        </p>
        {children}
        <textarea
          readOnly
          rows={2}
          aria-label={secretLabel}
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full resize-none rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 ${focusRing}`}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCopy}>
            {isCopied ? 'Copied!' : copyLabel}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Modal>
  );
}
