import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { ExportMenu } from '../../../components/export-menu';
import { downloadOrdersExport, useEventCounts, BoxOfficeCounts, OrdersList } from '../../../features/orders';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: /manage/event/{id}/orders. */
export function EventOrdersPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const counts = useEventCounts(event.id).data;
  const title = event.title;
  usePageTitle(t`${title} · Orders`);
  return (
    <OrdersList
      scope={{ kind: 'event', eventId: event.id }}
      currency={event.currency}
      actions={(params) => <ExportMenu onExport={(format) => downloadOrdersExport(event.id, format, params)} />}
      header={({ actions }) => (
        <PageHeader
          title={<Trans>Orders</Trans>}
          description={
            counts ? (
              <>
                <BoxOfficeCounts counts={counts} kind="orders" />{' '}
                <Trans>Open one to mark it paid, refund, cancel or resend it.</Trans>
              </>
            ) : (
              <Trans>Find an order, mark it paid, refund, cancel or export.</Trans>
            )
          }
          actions={actions}
        />
      )}
    />
  );
}
