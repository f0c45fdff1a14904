import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@marquee/core';
import { PageHeader } from '../../../components/page-header';
import { ExportMenu } from '../../../components/export-menu';
import { downloadOrdersExport } from '../../../features/orders/api/order-management';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: /manage/event/{id}/orders. */
export function EventOrdersPage() {
  const { t, i18n } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Orders`);
  return (
    <OrdersList
      scope={{ kind: 'event', eventId: event.id }}
      currency={event.currency}
      actions={(params) => <ExportMenu onExport={(format) => downloadOrdersExport(event.id, format, params)} />}
      header={({ total, actions }) => {
        const count = total === null ? '' : formatNumber(total, i18n.locale);
        return (
          <PageHeader
            title={<Trans>Orders</Trans>}
            description={
              total === null ? (
                <Trans>Find an order, mark it paid, refund, cancel or export.</Trans>
              ) : (
                <Trans>{count} orders match. Open one to mark it paid, refund, cancel or resend it.</Trans>
              )
            }
            actions={actions}
          />
        );
      }}
    />
  );
}
