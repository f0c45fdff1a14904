import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { readOrganizerDeleteBlocker, roleCan, type TOrganizer } from '@marquee/core';
import { IconArchive, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSignedInUser } from '../../users';
import { useChangeOrganizerStatus, useDeleteOrganizer } from '../api/organizers';

/**
 * Deleting an organizer for good (administrators only, decision 139), after a confirmation. One with orders cannot be
 * deleted: the server's 409 says so, and this explains why and offers archiving in its place.
 */
export function OrganizerDeleteSection({ organizer }: { organizer: TOrganizer }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const remove = useDeleteOrganizer(organizer.id);
  const archive = useChangeOrganizerStatus(organizer.id);
  const [isHasOrdersOpen, setIsHasOrdersOpen] = useState(false);
  const name = organizer.name;

  if (!roleCan(user.role, 'organizers.delete')) return null;

  async function handleDelete() {
    const isConfirmed = await confirmAction({
      title: t`Delete ${name} for good?`,
      message: t`The organizer and all its events, with their tickets, settings and images, are removed and cannot be recovered. Organizers with orders cannot be deleted: archive them instead.`,
      confirmLabel: t`Delete organizer`,
      typedWord: t({
        message: 'delete',
        comment: 'The word typed to confirm deleting for good: one word, lower case.',
      }),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync();
      notifySuccess(t`${name} is deleted.`);
      void navigate('/manage/events', { replace: true });
    } catch (error) {
      if (isApiError(error) && readOrganizerDeleteBlocker(error.body) === 'ORGANIZER_HAS_ORDERS') {
        setIsHasOrdersOpen(true);
        return;
      }
      notifyError(isApiError(error) ? error.message : t`The organizer could not be deleted.`);
    }
  }

  async function handleArchiveInstead() {
    try {
      await archive.mutateAsync('ARCHIVED');
      setIsHasOrdersOpen(false);
      notifySuccess(t`${name} is archived.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The status could not be changed.`);
    }
  }

  const isArchived = organizer.status === 'ARCHIVED';
  return (
    <>
      <Divider my="md" />
      <Group justify="space-between" gap="md">
        <Text size="sm" maw={480}>
          <Trans>
            Deleting removes the organizer and all its events completely. Only administrators can do this, and only for
            an organizer without orders.
          </Trans>
        </Text>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={() => void handleDelete()}
        >
          <Trans>Delete organizer</Trans>
        </Button>
      </Group>
      <Modal opened={isHasOrdersOpen} onClose={() => setIsHasOrdersOpen(false)} title={t`${name} has orders`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              An organizer with orders cannot be deleted: its orders stay on the books for buyers, refunds and reports.
            </Trans>
          </Text>
          <Text size="sm">
            {isArchived ? (
              <Trans>It is archived already: its page is offline and its events are archived.</Trans>
            ) : (
              <Trans>
                Archive it instead: its page goes offline and all its events are archived. You can restore it later.
              </Trans>
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsHasOrdersOpen(false)}>
              {isArchived ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
            {isArchived ? null : (
              <Button
                color="red"
                variant="light"
                leftSection={<IconArchive size={16} aria-hidden />}
                loading={archive.isPending}
                onClick={() => void handleArchiveInstead()}
              >
                <Trans>Archive instead</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
