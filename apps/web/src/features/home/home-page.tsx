import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { readPendingUrl } from '../../lib/pending-url';
import { FeatureHighlights } from './feature-highlights';
import { Hero } from './hero';
import { useWantsCreate } from './use-wants-create';

/** The landing page with the basic shortener; premium users are sent on to /create. */
export function HomePage() {
  const wantsCreate = useWantsCreate();
  // Spec 000 §4: a stale pending URL (expired, another tab's) is dropped when home loads.
  useEffect(() => void readPendingUrl(), []);
  if (wantsCreate) return <Navigate to="/create" replace />;
  return (
    <>
      <title>Kurz: URL shortener</title>
      <Hero />
      <FeatureHighlights />
    </>
  );
}
