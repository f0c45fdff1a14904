import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@marquee/core';
import { PageHeader } from '../../../components/page-header';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** Every order of the organizer's events (issue 7 point 5), with the event's list and drawer. */
export function OrganizerOrdersPage() {
  const { t, i18n } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const name = organizer.name;
  usePageTitle(t`${name} · Orders`);
  return (
    <OrdersList
      scope={{ kind: 'organizer', organizerId: organizer.id }}
      currency={organizer.currency}
      header={({ total }) => {
        const count = total === null ? '' : formatNumber(total, i18n.locale);
        return (
          <PageHeader
            title={<Trans>Orders</Trans>}
            description={
              total === null ? (
                <Trans>Orders across all this organizer's events.</Trans>
              ) : (
                <Trans>{count} orders across all this organizer's events.</Trans>
              )
            }
          />
        );
      }}
    />
  );
}
