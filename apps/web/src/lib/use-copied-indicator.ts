import { TIMINGS } from '@kurz/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The 'Copied!' feedback of every copy button: `markCopied()` sets `isCopied`, which turns
 * back after TIMINGS.copiedIndicator (2 s) counted from the latest copy.
 */
export function useCopiedIndicator() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const markCopied = useCallback(() => {
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), TIMINGS.copiedIndicator);
  }, []);

  return { isCopied, markCopied };
}
