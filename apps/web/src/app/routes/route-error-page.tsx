import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { isApiError } from '../../lib/api-error';
import { MissingRouteParamError } from '../../lib/route-params';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return isApiError(error) && error.isNotFound;
}

/** The router's error element: anything thrown while loading or rendering a route ends here. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page opened without the id it needs says which one is missing (spec §5).
  if (error instanceof MissingRouteParamError) return <ErrorScreen variant="not-found" description={error.message} />;
  if (!isNotFound(error)) console.error(error);
  return <ErrorScreen variant={isNotFound(error) ? 'not-found' : 'generic'} />;
}
