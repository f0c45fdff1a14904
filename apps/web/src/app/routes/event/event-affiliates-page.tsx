import { useLingui } from '@lingui/react/macro';
import { AffiliatesPanel } from '../../../features/affiliates';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: affiliates. */
export function EventAffiliatesPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Affiliates`);
  return <AffiliatesPanel event={event} />;
}
