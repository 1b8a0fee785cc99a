import { debugLog } from '../../../lib/debug-log';
import { useCopiedIndicator } from '../../../lib/use-copied-indicator';

/** Copy to the clipboard; `isCopied` holds for 2 s. A failed copy is only logged (spec 000 §8). */
export function useCopyText() {
  const { isCopied, markCopied } = useCopiedIndicator();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      debugLog.warn('shortener', 'copying the short URL failed', error);
      return;
    }
    markCopied();
  }

  return { isCopied, copy };
}
