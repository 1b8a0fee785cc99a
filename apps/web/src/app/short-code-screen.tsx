import { isValidShortCode } from '@kurz/shared';
import { useParams } from 'react-router';
import { PlannedScreen } from './planned-screen';
import { NotFoundPage } from './screens/not-found-page';

/**
 * The catch-all /:shortCode. A segment that can never be a code (too short, reserved like
 * /user) is a mistyped page, not a link. The redirect page replaces the planned screen.
 */
export function ShortCodeScreen() {
  const { shortCode = '' } = useParams();
  if (!isValidShortCode(shortCode)) return <NotFoundPage />;
  return <PlannedScreen title="Short Link" />;
}
