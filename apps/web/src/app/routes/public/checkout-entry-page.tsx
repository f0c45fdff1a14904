import { Navigate, useParams } from 'react-router';
import { useCheckoutEntryPath } from '../../../features/public-event';
import { PageLoader } from '../page-loader';

/**
 * A bare `/checkout/{eventId}` (issue 25): not a page of its own, so the buyer goes on to their order in progress in
 * this browser, or to the event page to start one.
 */
export function Component() {
  const { eventId = '' } = useParams();
  const path = useCheckoutEntryPath(eventId);
  return path ? <Navigate to={path} replace /> : <PageLoader />;
}
