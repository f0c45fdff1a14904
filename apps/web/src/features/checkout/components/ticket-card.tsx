import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { readableTextOn, type TPublicTicket } from '@marquee/core';
import type { CSSProperties, ReactNode } from 'react';
import { QrCode } from '../../../components/qr-code';
import { EventLocation, useEventDates } from '../../public-event';
import { PaymentAwaitedCode, showsTicketCode, TicketDetails, TicketFooter, TicketStatus } from './ticket-card-parts';
import classes from './ticket-card.module.css';

export { classes as ticketClasses };

/**
 * One ticket, drawn with its event's ticket design (issue 29): the ticket page, its print, the order's print and the
 * ticket designer's live preview all draw this one component, so what an organizer designs is what buyers get.
 * The QR code holds the attendee's unguessable public id, which staff scan at check-in (the id is printed too, to
 * type when a scan fails).
 */
export function TicketCard({ ticket }: { ticket: TPublicTicket }) {
  const design = ticket.ticket_design;
  const isCancelled = ticket.status === 'CANCELLED';
  // The accent is already readable on the white ticket (the server, or the designer, resolved it).
  const style = {
    '--ticket-accent': design.accent_color,
    '--ticket-accent-label': readableTextOn(design.accent_color),
  } as CSSProperties;
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.ticket}
      style={style}
      data-testid="ticket-card"
      data-layout={design.layout_type}
      data-paper={design.paper_size}
      data-cancelled={isCancelled || undefined}
    >
      {design.layout_type === 'modern' ? <ModernTicket ticket={ticket} /> : <DefaultTicket ticket={ticket} />}
    </Paper>
  );
}

function CancelledNotice() {
  return (
    <Alert color="red" variant="filled" className={classes.cancelled} data-testid="ticket-cancelled">
      <Trans>This ticket was cancelled and is not valid for entry.</Trans>
    </Alert>
  );
}

function Logo({ url }: { url: string | null }) {
  const { t } = useLingui();
  if (!url) return null;
  return <img src={url} alt={t`Event logo`} className={classes.logo} data-testid="ticket-logo" />;
}

function EventFacts({ ticket, heading }: { ticket: TPublicTicket; heading: ReactNode }) {
  const dates = useEventDates(ticket.event);
  return (
    <Stack gap="xs">
      {heading}
      <Text>{dates}</Text>
      <EventLocation
        event={{ is_online_event: false, location_details: ticket.event.location_details, maps_url: null }}
      />
    </Stack>
  );
}

/**
 * The code to scan in an accent frame, and the id to type when a scan fails; while payment is awaited (and the event
 * lets no unpaid ticket in), neither: a code the door would refuse only misleads.
 */
function TicketCode({ ticket, size }: { ticket: TPublicTicket; size?: number }) {
  const { t } = useLingui();
  const publicId = ticket.public_id;
  if (!showsTicketCode(ticket)) return <PaymentAwaitedCode />;
  return (
    <Stack gap="xs" align="center">
      <Text fz="sm" c="dimmed" ta="center">
        <Trans>Ticket code: show it at the entrance</Trans>
      </Text>
      <Center className={ticket.status === 'CANCELLED' ? classes.voidCode : undefined}>
        <Box className={classes.qrFrame} data-testid="ticket-qr-frame">
          <QrCode value={publicId} label={t`QR code of ticket ${publicId}`} size={size} testId="ticket-qr" />
        </Box>
      </Center>
      <Text fw={700} ta="center" className={classes.publicId} data-testid="ticket-public-id">
        {publicId}
      </Text>
    </Stack>
  );
}

/** The plain ticket, touched by the design: accent rule and title, logo, the chosen fields, footer. */
function DefaultTicket({ ticket }: { ticket: TPublicTicket }) {
  const design = ticket.ticket_design;
  const heading = (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Title order={2} fz="xl" className={classes.accentText}>
        {ticket.event.title}
      </Title>
      <Logo url={design.logo_url} />
    </Group>
  );
  return (
    <Stack gap="sm" p="lg" className={classes.defaultLayout}>
      {ticket.status === 'CANCELLED' && <CancelledNotice />}
      <EventFacts ticket={ticket} heading={heading} />
      <Divider />
      <TicketDetails ticket={ticket} />
      <TicketStatus ticket={ticket} />
      <Divider />
      <TicketCode ticket={ticket} />
      <TicketFooter ticket={ticket} />
    </Stack>
  );
}

/** A band in the accent across the top, then the details beside a stub with the code (stacked on narrow paper). */
function ModernTicket({ ticket }: { ticket: TPublicTicket }) {
  const design = ticket.ticket_design;
  const heading = (
    <Title order={2} fz="xl" className={classes.bandTitle}>
      {ticket.event.title}
    </Title>
  );
  return (
    <Stack gap={0}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm" p="lg" className={classes.band}>
        {heading}
        <Logo url={design.logo_url} />
      </Group>
      <Stack gap="sm" p="lg">
        {ticket.status === 'CANCELLED' && <CancelledNotice />}
        {/* A CSS grid rather than Mantine's SimpleGrid: the buyer's ticket page counts every kilobyte (decision 115). */}
        <div className={classes.modernBody}>
          <Stack gap="sm">
            <EventFacts ticket={ticket} heading={null} />
            <Divider />
            <TicketDetails ticket={ticket} />
            <TicketStatus ticket={ticket} />
          </Stack>
          <Box className={classes.stub}>
            <TicketCode ticket={ticket} size={180} />
          </Box>
        </div>
        <TicketFooter ticket={ticket} />
      </Stack>
    </Stack>
  );
}
