import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { LoadError } from '../../../components/load-error';
import {
  usePrintWhenReady,
  usePublicTicket,
  PageLoaderInline,
  TicketCard,
  ticketClasses,
  TicketPaperStyle,
  ticketPdfUrl,
} from '../../../features/checkout';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';

/** /product/{eventId}/{attendeeShortId}[/print]: one ticket; the print variant opens the print dialog. */
function TicketPage({ print }: { print: boolean }) {
  const { t, i18n } = useLingui();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const attendeeShortId = useRequiredParam('attendeeShortId', t`Ticket ID is required`);
  const ticket = usePublicTicket(eventId, attendeeShortId);
  const eventTitle = ticket.data?.event.title;
  useDocumentMeta({ title: eventTitle ? t`Ticket for ${eventTitle}` : t`Ticket` });
  const page = usePrintWhenReady(print && Boolean(ticket.data));

  if (ticket.error) {
    if (isApiError(ticket.error) && ticket.error.isNotFound) return <ErrorScreen variant="not-found" />;
    return (
      <LoadError title={t`We couldn't load this ticket`} error={ticket.error} onRetry={() => void ticket.refetch()} />
    );
  }
  if (!ticket.data) return <PageLoaderInline />;
  return (
    <Stack gap="md" ref={page}>
      {print && <TicketPaperStyle paper={ticket.data.ticket_design.paper_size} />}
      <TicketCard ticket={ticket.data} />
      <Group className={ticketClasses.noPrint}>
        {print ? (
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
            <Trans>Print</Trans>
          </Button>
        ) : (
          <Button
            component={Link}
            to={`/product/${eventId}/${attendeeShortId}/print`}
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            <Trans>Print ticket</Trans>
          </Button>
        )}
        <Button
          component="a"
          href={ticketPdfUrl(eventId, attendeeShortId, i18n.locale)}
          download
          variant="subtle"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          data-testid="ticket-pdf-link"
        >
          <Trans>Download PDF</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

export function Component() {
  return <TicketPage print={false} />;
}

export function PrintComponent() {
  return <TicketPage print />;
}
