import { useEffect } from 'react';

/**
 * True when the page was loaded at this very path. The CSP comes with the document: the
 * API reference needs the one its own path is served with (inline styles allowed), so a
 * visit that arrived by in-app navigation loads the page again instead of rendering it.
 */
export function useOwnDocument(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const loadedPath = entry ? new URL(entry.name).pathname : window.location.pathname;
  const isOwn = trimSlash(loadedPath) === trimSlash(window.location.pathname);
  useEffect(() => {
    if (!isOwn) window.location.reload();
  }, [isOwn]);
  return isOwn;
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');
