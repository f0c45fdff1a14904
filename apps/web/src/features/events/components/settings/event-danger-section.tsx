import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { roleCan, type TEvent } from '@marquee/core';
import { IconArchive, IconRestore, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { confirmAction } from '../../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSignedInUser } from '../../../users';
import { useDeleteEvent } from '../../api/events';
import { useArchiveEvent } from '../../hooks/use-event-status-actions';

/** Archive or restore (anyone who manages events); delete for good (administrators only). */
export function EventDangerSection({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { archive, restore, isPending } = useArchiveEvent(event);
  const remove = useDeleteEvent();
  const canDelete = roleCan(user.role, 'events.delete');
  const title = event.title;

  async function handleDelete() {
    const isConfirmed = await confirmAction({
      title: t`Delete “${title}” for good?`,
      message: t`The event, its tickets, settings and images are removed and cannot be recovered. Events with orders cannot be deleted: archive them instead.`,
      confirmLabel: t`Delete event`,
      typedWord: t({
        message: 'delete',
        comment: 'The word typed to confirm deleting for good: one word, lower case.',
      }),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(event.id);
      notifySuccess(t`“${title}” is deleted.`);
      void navigate(`/manage/organizer/${event.organizer_id}/events`, { replace: true });
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The event could not be deleted.`);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="md">
        <Text size="sm" maw={480}>
          {event.status === 'ARCHIVED' ? (
            <Trans>This event is archived. Restore it as a draft to work on it again.</Trans>
          ) : (
            <Trans>Archiving takes the event offline and out of your lists, keeping its orders and reports.</Trans>
          )}
        </Text>
        {event.status === 'ARCHIVED' ? (
          <Button
            variant="default"
            leftSection={<IconRestore size={16} aria-hidden />}
            loading={isPending}
            onClick={() => void restore()}
          >
            <Trans>Restore event</Trans>
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={isPending}
            onClick={() => void archive()}
          >
            <Trans>Archive event</Trans>
          </Button>
        )}
      </Group>
      {canDelete ? (
        <>
          <Divider />
          <Group justify="space-between" gap="md">
            <Text size="sm" maw={480}>
              <Trans>Deleting removes the event completely. Only administrators can do this.</Trans>
            </Text>
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void handleDelete()}
            >
              <Trans>Delete event</Trans>
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
