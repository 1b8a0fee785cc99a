import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { GenericErrorPage } from '../../app/screens/generic-error-page';
import { LoadingSpinner } from '../../app/screens/loading-spinner';

const loadFromServer = (path: string) => window.location.replace(path);

/**
 * /{shortCode}. The server answers short links itself: a redirect, or this app with status
 * 404 when no link has the code. So a page that opened here (a load, or back and forward
 * to it) shows that answer without asking again; reached by navigation inside the app,
 * the server has not seen the code yet, so the page is loaded from it.
 */
export function ShortLinkPage({ go = loadFromServer }: { go?: (path: string) => void }) {
  const { pathname, search } = useLocation();
  const isServerAnswer = useNavigationType() === NavigationType.Pop;
  useEffect(() => {
    if (!isServerAnswer) go(pathname + search);
  }, [isServerAnswer, go, pathname, search]);

  if (!isServerAnswer) return <LoadingSpinner message="Redirecting..." />;
  return (
    <>
      <title>Link Not Found · Kurz</title>
      <GenericErrorPage
        title="Link Not Found"
        message="This short link doesn't exist or has been removed."
      />
    </>
  );
}
