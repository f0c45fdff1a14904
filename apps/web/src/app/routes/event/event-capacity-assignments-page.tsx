import { useLingui } from '@lingui/react/macro';
import { CapacityAssignmentsPanel } from '../../../features/capacity';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: capacity assignments. */
export function EventCapacityAssignmentsPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Capacity assignments`);
  return <CapacityAssignmentsPanel event={event} />;
}
