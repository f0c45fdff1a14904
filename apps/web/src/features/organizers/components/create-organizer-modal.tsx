import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { OrganizerCreateForm } from './organizer-create-form';

/** "Create organizer" from the avatar menu or the organizer switcher: creates it and opens its dashboard. */
export function CreateOrganizerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Create an organizer`} centered size="lg">
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          An organizer is the brand your events are sold under, with its own page, logo and contact details.
        </Trans>
      </Text>
      {opened ? (
        <OrganizerCreateForm
          onCreated={(organizer) => {
            const name = organizer.name;
            notifySuccess(t`${name} is ready.`);
            onClose();
            void navigate(`/manage/organizer/${organizer.id}/dashboard`);
          }}
          secondaryAction={
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
