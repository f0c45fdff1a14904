import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { isApiError } from '../../lib/api-error';

function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return isApiError(error) && error.isNotFound;
}

/** The router's error element: anything thrown while loading or rendering a route ends here. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isNotFound(error)) console.error(error);
  return <ErrorScreen variant={isNotFound(error) ? 'not-found' : 'generic'} />;
}
