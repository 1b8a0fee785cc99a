import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GenericErrorPage } from '../../app/screens/generic-error-page';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { api } from '../../lib/api-client';
import { redirectFailure } from './redirect-failure';

interface RedirectReply {
  redirect: boolean;
  url: string;
}

/**
 * /{shortCode} when the server did not redirect (it answers known links itself): asks the
 * redirect call once more, then follows the link or shows why it cannot.
 */
const followLink = (url: string) => window.location.replace(url);

export function RedirectPage({
  code,
  go = followLink,
}: {
  code: string;
  go?: (url: string) => void;
}) {
  const lookup = useQuery({
    queryKey: ['redirect', code],
    queryFn: () => api.get<RedirectReply>(`/api/redirect?code=${encodeURIComponent(code)}`),
    retry: false,
  });
  const target = lookup.data?.redirect ? lookup.data.url : undefined;
  useEffect(() => {
    if (target) go(target);
  }, [target, go]);

  if (lookup.isError) {
    const failure = redirectFailure(lookup.error);
    return (
      <GenericErrorPage
        title={failure.title}
        message={failure.message}
        onRetry={failure.canRetry ? () => void lookup.refetch() : undefined}
      />
    );
  }
  return <LoadingSpinner message="Redirecting..." />;
}
