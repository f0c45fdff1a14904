import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TAttendeeDetail } from '@marquee/core';
import { IconExternalLink, IconMail, IconMailForward, IconPencil, IconRestore, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailFact, DetailSection } from '../../../components/detail-facts';
import { LoadError } from '../../../components/load-error';
import { answerText } from '../../../lib/answer-text';
import { ComposeMessageButton, ComposeMessageModal, attendeeMessagePreset } from '../../messages';
import { useOrderStatusLabel } from '../../orders';
import { useAttendeeDetail } from '../api/attendees';
import { useAttendeeCommands } from '../hooks/use-attendee-commands';
import { attendeeName } from '../lib/attendee-list';
import { AttendeeCheckInHistory } from './attendee-check-in-history';
import { AttendeeStatusBadge } from './attendee-status-badge';
import { EditAttendeeModal } from './edit-attendee-modal';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

type TProps = {
  eventId: string;
  attendeeId: string;
  onClose: () => void;
  onOpenOrder: (orderId: string) => void;
};

/** A stored response (`{ answer }`, or an address object) as the answer itself. */
const responseAnswer = (response: unknown) =>
  response && typeof response === 'object' && 'answer' in response
    ? (response as { answer: unknown }).answer
    : response;

/** One attendee in a side drawer: who they are, their ticket and order, their answers and the staff actions. */
export function AttendeeDrawer({ eventId, attendeeId, onClose, onOpenOrder }: TProps) {
  const { t } = useLingui();
  const detail = useAttendeeDetail(eventId, attendeeId);
  const attendee = detail.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Group gap="sm">
          {/* The drawer's title is already a heading. */}
          <Text span fw={700} fz={20}>
            {attendee ? (attendeeName(attendee) ?? <Trans>Attendee</Trans>) : <Trans>Attendee</Trans>}
          </Text>
          {attendee ? <AttendeeStatusBadge status={attendee.status} /> : null}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t`Close attendee` }}
    >
      {detail.isError ? (
        <LoadError
          title={<Trans>We couldn't load this attendee</Trans>}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !attendee ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="attendee-drawer">
          <AttendeeActionBar eventId={eventId} attendee={attendee} />
          <AttendeeFacts attendee={attendee} onOpenOrder={onOpenOrder} />
        </Stack>
      )}
    </Drawer>
  );
}

function AttendeeActionBar({ eventId, attendee }: { eventId: string; attendee: TAttendeeDetail }) {
  const { t } = useLingui();
  const commands = useAttendeeCommands(eventId, attendee);
  const [isEditing, setIsEditing] = useState(false);
  const [isMessaging, setIsMessaging] = useState(false);
  const ticketNumber = attendee.short_id;
  const isChangingStatus = commands.actions.changeStatus.isPending;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setIsEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
        <ComposeMessageButton
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          onOpen={() => setIsMessaging(true)}
        >
          <Trans>Message</Trans>
        </ComposeMessageButton>
        {commands.canResend ? (
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={commands.actions.resendTicket.isPending}
            onClick={commands.resendTicket}
          >
            <Trans>Resend ticket</Trans>
          </Button>
        ) : null}
        {attendee.status === 'ACTIVE' ? (
          <Button
            variant="default"
            component="a"
            href={`/product/${encodeURIComponent(eventId)}/${encodeURIComponent(attendee.short_id)}`}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            <Trans>View ticket</Trans>
          </Button>
        ) : null}
        {commands.canReactivate ? (
          <Button
            variant="default"
            leftSection={<IconRestore size={16} aria-hidden />}
            loading={isChangingStatus}
            onClick={() => void commands.reactivate()}
          >
            <Trans>Reactivate ticket</Trans>
          </Button>
        ) : null}
        {commands.canCancel ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            loading={isChangingStatus}
            onClick={() => void commands.cancel()}
          >
            <Trans>Cancel ticket</Trans>
          </Button>
        ) : null}
      </Group>
      <EditAttendeeModal
        eventId={eventId}
        attendee={attendee}
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        update={commands.actions.update}
      />
      <ComposeMessageModal
        eventId={eventId}
        opened={isMessaging}
        onClose={() => setIsMessaging(false)}
        preset={attendeeMessagePreset(attendee, t`Attendee #${ticketNumber}`)}
        withViewLink
      />
    </>
  );
}

function AttendeeFacts({
  attendee,
  onOpenOrder,
}: {
  attendee: TAttendeeDetail;
  onOpenOrder: (orderId: string) => void;
}) {
  const { i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  const orderStatusLabel = useOrderStatusLabel();
  const buyer = attendeeName({ first_name: attendee.order_first_name, last_name: attendee.order_last_name });
  return (
    <>
      <DetailSection title={<Trans>Details</Trans>}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailFact label={<Trans>Email</Trans>}>
            {attendee.email ? <Anchor href={`mailto:${attendee.email}`}>{attendee.email}</Anchor> : '—'}
          </DetailFact>
          <DetailFact label={<Trans>Ticket</Trans>}>
            {attendee.product_title}
            {attendee.price_label ? ` · ${attendee.price_label}` : ''}
          </DetailFact>
          <DetailFact label={<Trans>Ticket number</Trans>}>
            <Text span ff="monospace" fw={600}>
              #{attendee.short_id}
            </Text>
          </DetailFact>
          <DetailFact label={<Trans>Added</Trans>}>
            <time dateTime={attendee.created_at}>{formatTime(attendee.created_at, { withZone: true })}</time>
          </DetailFact>
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={<Trans>Order</Trans>}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailFact label={<Trans>Order</Trans>}>
            <Anchor component="button" type="button" ff="monospace" onClick={() => onOpenOrder(attendee.order_id)}>
              #{attendee.order_short_id}
            </Anchor>{' '}
            · {orderStatusLabel(attendee.order_status)}
            {attendee.order_is_manually_created ? (
              <Text span size="xs" c="dimmed">
                {' '}
                (<Trans>added by staff</Trans>)
              </Text>
            ) : null}
          </DetailFact>
          <DetailFact label={<Trans>Buyer</Trans>}>
            {buyer ?? '—'}
            {attendee.order_email ? (
              <Text size="xs" c="dimmed" component="div">
                {attendee.order_email}
              </Text>
            ) : null}
          </DetailFact>
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={<Trans>Answers</Trans>}>
        {attendee.answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No answers for this ticket.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" data-testid="attendee-answers">
            {attendee.answers.map((answer) => (
              <DetailFact key={answer.question_id} label={answer.question_title}>
                {answerText(responseAnswer(answer.response), i18n.locale) || '—'}
              </DetailFact>
            ))}
          </Stack>
        )}
      </DetailSection>

      <DetailSection title={<Trans>Check-ins</Trans>}>
        <AttendeeCheckInHistory checkIns={attendee.check_in_history} />
      </DetailSection>

      <DetailSection title={<Trans>Notes</Trans>}>
        <Text size="sm" c={attendee.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {attendee.notes ?? <Trans>No notes. Use Edit to add internal notes about this attendee.</Trans>}
        </Text>
      </DetailSection>
    </>
  );
}
