import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { isMessageCancellable, type TMessage } from '@marquee/core';
import { IconAlertTriangle, IconArrowLeft, IconClockX, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailFact } from '../../../components/detail-facts';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { useCancelMessage, useMessage } from '../api/messages';
import { messageMoment } from '../lib/message-list';
import { MessageAudience } from './message-audience';
import { MessageRecipientsModal } from './message-recipients-modal';
import { MessageStatusBadge, TestMessageBadge } from './message-status-badge';

type TProps = {
  eventId: string;
  timeZone: string;
  messageId: string;
  /** The list's copy of the message, shown while the full one loads. */
  placeholder?: TMessage;
  productTitles: ReadonlyMap<string, string>;
  /** On a phone the preview is its own view: this returns to the list. */
  onBack?: () => void;
};

/** The selected message: who sent it, when, to whom (with the recipients), how it went, and what it said. */
export function MessagePreview({ eventId, timeZone, messageId, placeholder, productTitles, onBack }: TProps) {
  const detail = useMessage(eventId, messageId, placeholder);
  const message = detail.data;
  const back = onBack ? (
    <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
      <Trans>Back to messages</Trans>
    </Button>
  ) : null;
  let body;
  if (detail.isError && !message) {
    body = (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load this message</Trans>}
        error={detail.error}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  } else if (!message) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={28} w="60%" />
        <Skeleton h={80} />
        <Skeleton h={160} />
      </Stack>
    );
  } else {
    body = <MessageDetail eventId={eventId} message={message} timeZone={timeZone} productTitles={productTitles} />;
  }
  return (
    <Stack gap="sm" data-testid="message-preview">
      {back ? <Group>{back}</Group> : null}
      {body}
    </Stack>
  );
}

function MessageDetail({
  eventId,
  message,
  timeZone,
  productTitles,
}: {
  eventId: string;
  message: TMessage;
  timeZone: string;
  productTitles: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useLingui();
  const cancel = useCancelMessage(eventId);
  const [isRecipientsOpen, setIsRecipientsOpen] = useState(false);
  const moment = messageMoment(message);
  const when = `${formatInZone(moment.at, { locale: i18n.locale, timeZone })} ${zoneAbbreviation(timeZone, moment.at)}`;
  const sender = message.sent_by
    ? [message.sent_by.first_name, message.sent_by.last_name].filter(Boolean).join(' ')
    : null;
  const senderEmail = message.sent_by?.email;
  const sent = message.sent_count;
  const failed = message.failed_count;
  const total = message.recipient_count;
  const subject = message.subject;

  const handleCancel = async () => {
    const isConfirmed = await confirmAction({
      title: t`Cancel this message?`,
      message: t`“${subject}” will not be sent. You can write it again later.`,
      confirmLabel: t`Cancel message`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    cancel.mutate(message.id, {
      onSuccess: () => notifySuccess(t`Message cancelled. It will not be sent.`),
      onError: (error) => notifyError(isApiError(error) ? error.message : t`The message could not be cancelled.`),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={6} miw={0}>
          <Title order={2} fz={{ base: 20, sm: 22 }} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          <Group gap={6}>
            <MessageStatusBadge status={message.status} />
            {message.is_test ? <TestMessageBadge /> : null}
          </Group>
        </Stack>
        {isMessageCancellable(message.status) ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconClockX size={16} aria-hidden />}
            loading={cancel.isPending}
            onClick={() => void handleCancel()}
            style={{ flexShrink: 0 }}
          >
            <Trans context="cancel scheduled message">Cancel</Trans>
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailFact label={<Trans context="message sender">From</Trans>}>
          {sender ?? <Trans>A former team member</Trans>}
          {senderEmail ? (
            <Text size="xs" c="dimmed" component="div">
              {senderEmail}
            </Text>
          ) : null}
        </DetailFact>
        <DetailFact
          label={
            moment.kind === 'SCHEDULED' ? (
              message.status === 'SCHEDULED' ? (
                <Trans>Goes out</Trans>
              ) : (
                <Trans>Was scheduled for</Trans>
              )
            ) : moment.kind === 'SENT' ? (
              <Trans>Sent</Trans>
            ) : (
              <Trans>Written</Trans>
            )
          }
        >
          <time dateTime={moment.at}>{when}</time>
        </DetailFact>
        <DetailFact label={<Trans>To</Trans>}>
          {message.is_test ? (
            <Trans>Only you (test)</Trans>
          ) : (
            <Anchor
              component="button"
              type="button"
              onClick={() => setIsRecipientsOpen(true)}
              aria-haspopup="dialog"
              inline
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconUsers size={14} aria-hidden />
                <MessageAudience message={message} productTitles={productTitles} />
              </Group>
            </Anchor>
          )}
        </DetailFact>
        <DetailFact label={<Trans>Delivery</Trans>}>
          <span data-testid="message-counts">
            {message.sent_at ? (
              failed > 0 ? (
                <Trans>
                  {sent} of {total} sent, {failed} failed
                </Trans>
              ) : (
                <Trans>
                  {sent} of {total} sent
                </Trans>
              )
            ) : (
              <Text span c="dimmed" size="sm">
                <Trans>Recipients are chosen when it goes out.</Trans>
              </Text>
            )}
          </span>
        </DetailFact>
      </SimpleGrid>
      {message.status === 'FAILED' && message.failure_reason ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Why it failed`}>
          {message.failure_reason}
        </Alert>
      ) : null}
      <Divider />
      <Paper withBorder radius="md" p="md">
        <Typography fz="sm">
          {/* Sanitised by the server before storing. */}
          <div data-testid="message-body" dangerouslySetInnerHTML={{ __html: message.message }} />
        </Typography>
      </Paper>
      <MessageRecipientsModal
        eventId={eventId}
        message={message}
        timeZone={timeZone}
        opened={isRecipientsOpen}
        onClose={() => setIsRecipientsOpen(false)}
      />
    </Stack>
  );
}
