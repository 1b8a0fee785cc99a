import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundPage } from '../screens/not-found-page';
import { ErrorRecovery } from './error-recovery';

/** The router's errorElement: the same recovery and fallback as the app boundary. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // A new navigation to the same place makes React Router drop the error and render again.
  const onRetry = () => navigate(`${pathname}${search}${hash}`, { replace: true });
  return <ErrorRecovery error={error} onRetry={onRetry} />;
}
