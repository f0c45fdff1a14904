import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZCreateEvent, type TCreateEvent, type TEventCategory, type TOrganizer } from '@marquee/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { browserTimeZone } from '../../../lib/timezones';
import { useOrganizers, OrganizerCreateForm } from '../../organizers';
import { useCreateEvent } from '../api/events';
import { defaultStartEnd, startEndErrors, startEndToUtc } from '../lib/event-dates';
import { CategorySelect } from './category-select';
import { StartEndFields } from './start-end-fields';
import { RichTextField, richTextOrNull } from '../../../components/rich-text-field';

type TCreateEventValues = {
  organizer_id: string;
  title: string;
  category: TEventCategory;
  description: string;
  start_date: string;
  end_date: string;
};

type TCreateEventModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Inside an organizer's area the event belongs to it and the organizer field is not shown. */
  organizerId?: string;
};

/** Reference §2.2 CreateEventModal: a new DRAFT event, then its getting-started checklist. */
export function CreateEventModal({ opened, onClose, organizerId }: TCreateEventModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Create an event`} centered size="lg">
      {opened ? <CreateEventForm onClose={onClose} organizerId={organizerId} /> : null}
    </Modal>
  );
}

function CreateEventForm({ onClose, organizerId }: { onClose: () => void; organizerId?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const organizers = useOrganizers();
  const create = useCreateEvent();
  const [isCreatingOrganizer, setIsCreatingOrganizer] = useState(false);
  const active = (organizers.data?.data ?? []).filter((organizer) => organizer.status !== 'ARCHIVED');
  const form = useForm<TCreateEventValues>({
    mode: 'controlled',
    initialValues: {
      organizer_id: organizerId ?? '',
      title: '',
      category: 'OTHER',
      description: '',
      ...defaultStartEnd(browserTimeZone()),
    },
    validate: (values) => validate(values),
  });
  const organizer: TOrganizer | undefined = active.find((candidate) => candidate.id === form.values.organizer_id);
  const timeZone: string = organizer?.timezone ?? browserTimeZone();

  // With a single organizer there is nothing to choose: it is picked, and the default times follow its zone.
  const onlyOrganizer = active.length === 1 ? active[0] : undefined;
  useEffect(() => {
    if (!form.values.organizer_id && onlyOrganizer) {
      form.setValues({ organizer_id: onlyOrganizer.id, ...defaultStartEnd(onlyOrganizer.timezone) });
    }
    // The form object is stable; only the arrival of the organizers matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyOrganizer?.id]);

  function toBody(values: TCreateEventValues): TCreateEvent {
    const chosen = active.find((candidate) => candidate.id === values.organizer_id);
    return {
      organizer_id: values.organizer_id,
      title: values.title,
      category: values.category,
      description: richTextOrNull(values.description),
      ...(startEndToUtc(values, chosen?.timezone ?? browserTimeZone()) as {
        start_date: string;
        end_date: string | null;
      }),
      ...(chosen ? { timezone: chosen.timezone, currency: chosen.currency } : {}),
    };
  }

  function validate(values: TCreateEventValues): FormErrors {
    return contractResolver<TCreateEventValues>(ZCreateEvent, {
      prepare: toBody,
      extra: (current) => ({
        ...startEndErrors(current),
        organizer_id: current.organizer_id ? null : t`Choose the organizer of this event.`,
        title: current.title.trim() ? null : t`Give the event a name.`,
      }),
    })(values);
  }

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(ZCreateEvent.parse(toBody(values)), {
      onSuccess: (event) => {
        const title = event.title;
        notifySuccess(t`“${title}” is created as a draft.`);
        onClose();
        void navigate(`/manage/event/${event.id}/getting-started?new_event=true`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  if (isCreatingOrganizer) {
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Create the organizer first; the event form keeps what you typed.</Trans>
        </Text>
        <OrganizerCreateForm
          onCreated={(created) => {
            form.setFieldValue('organizer_id', created.id);
            setIsCreatingOrganizer(false);
          }}
          submitLabel={<Trans>Create and use it</Trans>}
          secondaryAction={
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setIsCreatingOrganizer(false)}
            >
              <Trans>Back</Trans>
            </Button>
          }
        />
      </Stack>
    );
  }

  const currency = organizer?.currency;
  const organizerName = organizer?.name;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {organizerId ? null : (
          <div>
            <Select
              label={t`Organizer`}
              placeholder={organizers.isPending ? t`Loading organizers…` : t`Choose an organizer`}
              withAsterisk
              data={active.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              allowDeselect={false}
              {...form.getInputProps('organizer_id')}
            />
            <Anchor component="button" type="button" size="sm" mt={6} onClick={() => setIsCreatingOrganizer(true)}>
              <Group gap={4} component="span">
                <IconPlus size={14} aria-hidden />
                <Trans>Create a new organizer</Trans>
              </Group>
            </Anchor>
          </div>
        )}
        <TextInput label={t`Event name`} withAsterisk data-autofocus maxLength={150} {...form.getInputProps('title')} />
        <CategorySelect {...form.getInputProps('category')} />
        <RichTextField
          label={t`Description`}
          description={t`What should people know? You can add more later.`}
          minHeight={80}
          {...form.getInputProps('description')}
        />
        <StartEndFields form={form} timeZone={timeZone} />
        {organizerName && currency ? (
          <Text size="xs" c="dimmed">
            <Trans>
              Prices will be in {currency}, the currency of {organizerName}. You can change it in the event settings.
            </Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create event</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
