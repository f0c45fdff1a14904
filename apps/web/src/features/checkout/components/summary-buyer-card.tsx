import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPublicEvent, TPublicOrder } from '@marquee/core';
import { IconMailForward, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSelfEditOrder, useSelfResendConfirmation } from '../api/public-checkout';
import { PersonEditModal } from './person-edit-modal';

/**
 * "Your details" on the order summary: who ordered, the order's reference and date; with self-service on
 * (decision 109) the buyer can correct them and have the confirmation sent again.
 */
export function SummaryBuyerCard({ event, order }: { event: TPublicEvent; order: TPublicOrder }) {
  const { t, i18n } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const edit = useSelfEditOrder(event.id, order.short_id);
  const resend = useSelfResendConfirmation(event.id, order.short_id);
  const name = [order.first_name, order.last_name].filter(Boolean).join(' ');
  const email = order.email ?? '';
  const pendingEmail = order.pending_email;
  const placedAt = formatDateTime(order.created_at, i18n.locale, event.timezone);
  const reference = order.short_id;

  const resendConfirmation = async () => {
    const isConfirmed = await confirmAction({
      title: t`Send the confirmation again?`,
      message: t`We will email the order confirmation to ${email}.`,
      confirmLabel: t`Send`,
    });
    if (!isConfirmed) return;
    resend.mutate(undefined, {
      onSuccess: (result) => {
        const sentTo = result.sent_to;
        notifySuccess(t`The confirmation is on its way to ${sentTo}.`);
      },
      onError: (error) =>
        notifyError(isApiError(error) ? error.message : t`The confirmation could not be sent. Please try again.`),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="summary-buyer">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Your details</Trans>
        </Title>
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={120}>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Td data-testid="summary-buyer-name">{name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Email</Trans>
              </Table.Th>
              <Table.Td data-testid="summary-buyer-email" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Reference</Trans>
              </Table.Th>
              <Table.Td>{reference}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <Trans>Placed</Trans>
              </Table.Th>
              <Table.Td>{placedAt}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {pendingEmail && (
          <Alert color="blue" variant="light" data-testid="summary-pending-email">
            <Trans>
              Waiting for {pendingEmail} to confirm: the order moves to that address once the link we sent there is
              opened. Until then, it stays with {email}.
            </Trans>
          </Alert>
        )}
        {order.can_self_edit && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              <Trans>Edit details</Trans>
            </Button>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={resend.isPending}
              onClick={() => void resendConfirmation()}
            >
              <Trans>Resend confirmation</Trans>
            </Button>
          </Group>
        )}
        {!order.can_self_edit && (
          <Text fz="xs" c="dimmed">
            <Trans>To change these details, contact the organizer.</Trans>
          </Text>
        )}
      </Stack>
      {isEditing && (
        <PersonEditModal
          title={t`Edit your details`}
          initialValues={{ first_name: order.first_name ?? '', last_name: order.last_name ?? '', email }}
          isEmailRequired
          emailChange="confirmed"
          isSaving={edit.isPending}
          onClose={() => setIsEditing(false)}
          onSave={async (change) => {
            const saved = await edit.mutateAsync(change);
            const pending = saved.pending_email;
            // A new email waits for that address to confirm (decision 137); names are saved at once.
            if (pending && pending !== order.pending_email)
              notifySuccess(t`We sent a link to ${pending}: the order moves there once it is confirmed.`);
            else notifySuccess(t`Your details were saved.`);
          }}
        />
      )}
    </Paper>
  );
}
