import { useLingui } from '@lingui/react/macro';
import { OrganizerReportsView } from '../../../features/reports';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/organizer/{id}/reports: revenue, events, taxes and check-ins across the organizer's events (issue 27). */
export function OrganizerReportsPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const name = organizer.name;
  usePageTitle(t`${name} · Reports`);
  return <OrganizerReportsView organizer={organizer} />;
}
