import { TIMINGS } from '@kurz/shared';
import { useEffect, useRef, useState } from 'react';
import { debugLog } from '../../../lib/debug-log';

/** Copy to the clipboard; `isCopied` holds for 2 s. A failed copy is only logged (spec 000 §8). */
export function useCopyText() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      debugLog.warn('shortener', 'copying the short URL failed', error);
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), TIMINGS.copiedIndicator);
  }

  return { isCopied, copy };
}
