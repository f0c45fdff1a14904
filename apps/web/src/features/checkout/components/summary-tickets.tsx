import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicEvent, TPublicOrder } from '@marquee/core';
import {
  IconFileInvoice,
  IconFileTypePdf,
  IconMailForward,
  IconPencil,
  IconPrinter,
  IconTicket,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { buildApiUrl } from '../../../lib/api-client';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSelfEditAttendee, useSelfResendTicket } from '../api/public-checkout';
import { orderTicketsPdfUrl } from '../lib/ticket-links';
import { PersonEditModal } from './person-edit-modal';

type TAttendee = TPublicOrder['attendees'][number];

/**
 * The order's tickets on the summary: each one to view, and with self-service on (decision 109) to correct
 * its holder or send again; then print-all and the invoice.
 */
export function SummaryTickets({ event, order }: { event: TPublicEvent; order: TPublicOrder }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<TAttendee | null>(null);
  const edit = useSelfEditAttendee(event.id, order.short_id);
  const resend = useSelfResendTicket(event.id, order.short_id);
  const invoiceNumber = order.invoice?.number;
  const nameOf = (attendee: TAttendee) =>
    [attendee.first_name, attendee.last_name].filter(Boolean).join(' ') || t`Guest`;

  const resendTicket = async (attendee: TAttendee) => {
    const to = attendee.email ?? order.email ?? '';
    const holder = nameOf(attendee);
    const isConfirmed = await confirmAction({
      title: t`Send ${holder}'s ticket again?`,
      message: t`We will email the ticket to ${to}.`,
      confirmLabel: t`Send`,
    });
    if (!isConfirmed) return;
    resend.mutate(attendee.short_id, {
      onSuccess: (result) => {
        const sentTo = result.sent_to;
        notifySuccess(t`The ticket is on its way to ${sentTo}.`);
      },
      onError: (error) =>
        notifyError(isApiError(error) ? error.message : t`The ticket could not be sent. Please try again.`),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Tickets</Trans>
        </Title>
        {order.attendees.map((attendee) => {
          const holder = nameOf(attendee);
          const isCancelled = attendee.status === 'CANCELLED';
          return (
            <Group
              key={attendee.short_id}
              justify="space-between"
              align="flex-start"
              gap="xs"
              data-testid="summary-attendee"
            >
              <Stack gap={0} style={{ minWidth: 0, flexGrow: 1, flexBasis: 192 }}>
                <Text fw={500}>{holder}</Text>
                {attendee.email && (
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {attendee.email}
                  </Text>
                )}
                {isCancelled && (
                  <Badge color="red" variant="light" w="fit-content">
                    <Trans>Cancelled</Trans>
                  </Badge>
                )}
              </Stack>
              <Group gap="xs" wrap="wrap">
                {!isCancelled && (
                  <Anchor
                    component={Link}
                    to={`/product/${event.id}/${attendee.short_id}`}
                    fz="sm"
                    style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
                  >
                    <IconTicket size={16} aria-hidden />
                    <Trans>View ticket</Trans>
                  </Anchor>
                )}
                {order.can_self_edit && !isCancelled && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={t`Edit ${holder}'s ticket`}
                    onClick={() => setEditing(attendee)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                )}
                {order.can_self_edit && attendee.status === 'ACTIVE' && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconMailForward size={14} aria-hidden />}
                    aria-label={t`Resend ${holder}'s ticket`}
                    loading={resend.isPending && resend.variables === attendee.short_id}
                    onClick={() => void resendTicket(attendee)}
                  >
                    <Trans>Resend</Trans>
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
        <Button
          component={Link}
          to={`/order/${event.id}/${order.short_id}/print`}
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
        >
          <Trans>Print all tickets</Trans>
        </Button>
        <Button
          component="a"
          href={orderTicketsPdfUrl(event.id, order.short_id, i18n.locale)}
          download
          variant="default"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          data-testid="order-tickets-pdf-link"
        >
          <Trans>Download tickets as PDF</Trans>
        </Button>
        {order.invoice && (
          <Button
            component="a"
            href={buildApiUrl(`public/events/${event.id}/order/${order.short_id}/invoice`)}
            download
            variant="subtle"
            leftSection={<IconFileInvoice size={18} aria-hidden />}
          >
            <Trans>Download invoice {invoiceNumber}</Trans>
          </Button>
        )}
      </Stack>
      {editing && (
        <PersonEditModal
          title={t`Edit the ticket holder`}
          initialValues={{
            first_name: editing.first_name ?? '',
            last_name: editing.last_name ?? '',
            email: editing.email ?? '',
          }}
          isEmailRequired={editing.email !== null}
          isSaving={edit.isPending}
          onClose={() => setEditing(null)}
          onSave={async (change) => {
            const before = editing;
            const saved = await edit.mutateAsync({ attendeeShortId: before.short_id, ...change });
            const after = saved.attendees.find((attendee) => attendee.public_id === before.public_id);
            const newEmail = after?.email ?? '';
            notifySuccess(
              after && after.short_id !== before.short_id
                ? t`Saved. The ticket was sent to ${newEmail}.`
                : t`The ticket holder was saved.`,
            );
          }}
        />
      )}
    </Paper>
  );
}
