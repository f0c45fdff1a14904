import { useLingui } from '@lingui/react/macro';
import { WaitlistPanel } from '../../../features/waitlist';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/waitlist (issue 31). */
export function EventWaitlistPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Waiting list`);
  return <WaitlistPanel event={event} />;
}
