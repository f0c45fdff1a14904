import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useOrganizerCounts, BoxOfficeCounts, OrdersList } from '../../../features/orders';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** Every order of the organizer's events (issue 7 point 5), with the event's list and drawer. */
export function OrganizerOrdersPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const counts = useOrganizerCounts(organizer.id).data;
  const name = organizer.name;
  usePageTitle(t`${name} · Orders`);
  return (
    <OrdersList
      scope={{ kind: 'organizer', organizerId: organizer.id }}
      currency={organizer.currency}
      header={() => (
        <PageHeader
          title={<Trans>Orders</Trans>}
          description={
            counts ? (
              <>
                <BoxOfficeCounts counts={counts} kind="orders" /> <Trans>Across all this organizer's events.</Trans>
              </>
            ) : (
              <Trans>Orders across all this organizer's events.</Trans>
            )
          }
        />
      )}
    />
  );
}
