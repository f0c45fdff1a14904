import { useLingui } from '@lingui/react/macro';
import { CheckInListsPanel } from '../../../features/check-in-lists';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: check-in lists (docs/decisions/099-check-in-lists.md). */
export function EventCheckInListsPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Check-in lists`);
  return <CheckInListsPanel event={event} />;
}
