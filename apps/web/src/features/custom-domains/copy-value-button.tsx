import { Button } from '../../app/ui/button';
import { debugLog } from '../../lib/debug-log';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

/** Copies one record value; says 'Copied' for 2 s. Spec 001 §8: a failure is only logged. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { isCopied, markCopied } = useCopiedIndicator();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      markCopied();
    } catch (error) {
      debugLog.warn('custom-domains', 'copying a DNS record value failed', error);
    }
  };
  return (
    // Named per record, so a screen reader hears which value ('Copy TXT value').
    <Button
      size="sm"
      variant="secondary"
      onClick={onCopy}
      aria-label={`${isCopied ? 'Copied' : 'Copy'} ${label}`}
    >
      {isCopied ? 'Copied' : 'Copy'}
    </Button>
  );
}
