import { isValidShortCode } from '@kurz/shared';
import { useParams } from 'react-router';
import { ShortLinkPage } from '../features/redirect/short-link-page';
import { NotFoundPage } from './screens/not-found-page';

/**
 * The catch-all /:shortCode. A segment that can never be a code (a stray hyphen, reserved like
 * /user) is a mistyped page, not a link.
 */
export function ShortCodeScreen() {
  const { shortCode = '' } = useParams();
  if (!isValidShortCode(shortCode)) return <NotFoundPage />;
  return <ShortLinkPage />;
}
