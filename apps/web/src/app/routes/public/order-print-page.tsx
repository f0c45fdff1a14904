import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { ErrorScreen } from '../../../components/error-screen';
import { LoadError } from '../../../components/load-error';
import {
  publicKeys,
  usePrintWhenReady,
  usePublicOrder,
  PageLoaderInline,
  TicketCard,
  ticketClasses,
  TicketPaperStyle,
} from '../../../features/checkout';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';
import type { TPublicTicket } from '@marquee/core';

/** /order/{eventId}/{orderShortId}/print: every ticket of the order, one per printed page. */
export function Component() {
  const { t } = useLingui();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const shortId = useRequiredParam('orderShortId', t`Order ID is required`);
  const order = usePublicOrder(eventId, shortId);
  const tickets = useQueries({
    queries: (order.data?.attendees ?? []).map((attendee) => ({
      queryKey: publicKeys.ticket(eventId, attendee.short_id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await apiClient.get<{ data: TPublicTicket }>(
            `public/events/${encodeURIComponent(eventId)}/attendees/${encodeURIComponent(attendee.short_id)}`,
            { signal },
          )
        ).data,
      retry: false,
    })),
  });
  useDocumentMeta({ title: t`Tickets of order ${shortId}` });
  const isLoading = order.isPending || tickets.some((ticket) => ticket.isPending);
  const loaded = tickets.flatMap((ticket) => (ticket.data ? [ticket.data] : []));
  // Opens the print dialog once every ticket is on the page, as the single ticket's print does.
  const page = usePrintWhenReady(!order.error && !isLoading && loaded.length > 0);

  if (order.error) {
    if (isApiError(order.error) && order.error.isNotFound) return <ErrorScreen variant="not-found" />;
    return (
      <LoadError title={t`We couldn't load your order`} error={order.error} onRetry={() => void order.refetch()} />
    );
  }
  if (isLoading) return <PageLoaderInline />;
  if (loaded.length === 0)
    return (
      <Alert color="gray">
        <Trans>This order has no tickets to print.</Trans>
      </Alert>
    );
  return (
    <Stack gap="md" ref={page}>
      {/* The order's tickets share their event's design, so the first names the paper. */}
      <TicketPaperStyle paper={loaded[0]!.ticket_design.paper_size} />
      <Button
        className={ticketClasses.noPrint}
        onClick={() => window.print()}
        leftSection={<IconPrinter size={18} aria-hidden />}
      >
        <Trans>Print</Trans>
      </Button>
      {loaded.map((ticket) => (
        <TicketCard key={ticket.short_id} ticket={ticket} />
      ))}
    </Stack>
  );
}
