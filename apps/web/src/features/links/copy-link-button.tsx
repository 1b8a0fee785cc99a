import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

/** Copies a short link; reads 'Copied!' for 2 s. */
export function CopyLinkButton({ link, code }: { link: string; code: string }) {
  const toast = useToast();
  const { isCopied, markCopied } = useCopiedIndicator();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      markCopied();
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <Button size="sm" variant="ghost" onClick={onCopy} aria-label={`Copy ${code}`}>
      {isCopied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
