import { TIMINGS } from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';

/** Copies a short link; reads 'Copied!' for 2 s. */
export function CopyLinkButton({ link, code }: { link: string; code: string }) {
  const toast = useToast();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), TIMINGS.copiedIndicator);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
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
