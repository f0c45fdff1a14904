import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX_LENGTH, ZOrganizerContact } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useContactOrganizer } from '../api/public-organizer';

type TContactValues = { name: string; email: string; message: string; [CONTACT_HONEYPOT_FIELD]: string };

/** "Contact the organizer": name, email and message, all required; a hidden honeypot catches bots. */
export function ContactModal({
  organizerId,
  organizerName,
  opened,
  onClose,
}: {
  organizerId: string;
  organizerName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const contact = useContactOrganizer(organizerId);
  const form = useForm<TContactValues>({
    initialValues: { name: '', email: '', message: '', [CONTACT_HONEYPOT_FIELD]: '' },
    validate: contractResolver(ZOrganizerContact),
  });
  const submit = form.onSubmit((values) =>
    contact.mutate(values, {
      onSuccess: () => {
        notifySuccess(t`Your message was sent to ${organizerName}.`);
        form.reset();
        onClose();
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t`Contact ${organizerName}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Your name`} required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t`Your email`}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Textarea
            label={t`Message`}
            required
            autosize
            minRows={4}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            {...form.getInputProps('message')}
          />
          {/* People never see this field; bots that fill every input do (decision 051). */}
          <div
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label>
              {t`Leave this field empty`}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.getInputProps(CONTACT_HONEYPOT_FIELD)} />
            </label>
          </div>
          <Button type="submit" loading={contact.isPending}>
            <Trans>Send message</Trans>
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
