import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZDuplicateEvent, type TDuplicateEvent, type TEvent } from '@marquee/core';
import { useNavigate } from 'react-router';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { utcIsoToZoned } from '../../../lib/zoned-time';
import { useDuplicateEvent } from '../api/events';
import { startEndErrors, startEndToUtc } from '../lib/event-dates';
import { StartEndFields } from './start-end-fields';

export const DUPLICATE_PARTS = [
  'duplicate_products',
  'duplicate_questions',
  'duplicate_settings',
  'duplicate_promo_codes',
  'duplicate_capacity_assignments',
  'duplicate_check_in_lists',
  'duplicate_event_cover_image',
  'duplicate_ticket_logo',
  'duplicate_webhooks',
  'duplicate_affiliates',
] as const;
type TDuplicatePart = (typeof DUPLICATE_PARTS)[number];

const PART_LABELS: Record<TDuplicatePart, MessageDescriptor> = {
  duplicate_products: msg`Tickets and products`,
  duplicate_questions: msg`Questions`,
  duplicate_settings: msg`Settings`,
  duplicate_promo_codes: msg`Promo codes`,
  duplicate_capacity_assignments: msg`Capacity assignments`,
  duplicate_check_in_lists: msg`Check-in lists`,
  duplicate_event_cover_image: msg`Cover image`,
  duplicate_ticket_logo: msg`Ticket logo`,
  duplicate_webhooks: msg`Webhooks`,
  duplicate_affiliates: msg`Affiliates`,
};

type TDuplicateValues = { title: string; start_date: string; end_date: string } & Record<TDuplicatePart, boolean>;

function initialValues(event: TEvent, copySuffix: string): TDuplicateValues {
  const parts = Object.fromEntries(DUPLICATE_PARTS.map((part) => [part, true])) as Record<TDuplicatePart, boolean>;
  return {
    title: `${event.title} ${copySuffix}`.slice(0, 150),
    start_date: utcIsoToZoned(event.start_date, event.timezone),
    end_date: utcIsoToZoned(event.end_date, event.timezone),
    ...parts,
  };
}

/** Reference §2.2 DuplicateEventModal: name, dates and the ten parts to copy; opens the copy afterwards. */
export function DuplicateEventModal({ event, onClose }: { event: TEvent | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={event !== null} onClose={onClose} title={t`Duplicate event`} centered size="lg">
      {event ? <DuplicateEventForm key={event.id} event={event} onClose={onClose} /> : null}
    </Modal>
  );
}

function DuplicateEventForm({ event, onClose }: { event: TEvent; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const duplicate = useDuplicateEvent(event.id);
  const toBody = (values: TDuplicateValues): TDuplicateEvent => ({
    ...values,
    ...(startEndToUtc(values, event.timezone) as { start_date: string; end_date: string | null }),
  });
  const form = useForm<TDuplicateValues>({
    mode: 'controlled',
    initialValues: initialValues(event, t`(Copy)`),
    validate: (values): FormErrors =>
      contractResolver<TDuplicateValues>(ZDuplicateEvent, {
        prepare: toBody,
        extra: (current) => ({
          ...startEndErrors(current),
          title: current.title.trim() ? null : t`Give the copy a name.`,
        }),
      })(values),
  });
  const selected = DUPLICATE_PARTS.filter((part) => form.values[part]).length;
  const total = DUPLICATE_PARTS.length;

  function setAll(value: boolean) {
    form.setValues(Object.fromEntries(DUPLICATE_PARTS.map((part) => [part, value])) as Partial<TDuplicateValues>);
  }

  const handleSubmit = form.onSubmit((values) =>
    duplicate.mutate(ZDuplicateEvent.parse(toBody(values)), {
      onSuccess: (copy) => {
        const title = copy.title;
        notifySuccess(t`“${title}” is created as a draft.`);
        onClose();
        void navigate(`/manage/event/${copy.id}/dashboard`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name of the copy`}
          withAsterisk
          data-autofocus
          maxLength={150}
          {...form.getInputProps('title')}
        />
        <StartEndFields form={form} timeZone={event.timezone} />
        <Divider />
        <Group justify="space-between" gap="xs">
          <Text fw={700} size="sm" id="duplicate-parts-label">
            <Trans>
              What to copy ({selected} of {total})
            </Trans>
          </Text>
          <Group gap={4}>
            <Button size="compact-xs" variant="subtle" onClick={() => setAll(true)}>
              <Trans>Select all</Trans>
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => setAll(false)}>
              <Trans>Select none</Trans>
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="group" aria-labelledby="duplicate-parts-label">
          {DUPLICATE_PARTS.map((part) => (
            <Switch key={part} label={i18n._(PART_LABELS[part])} {...form.getInputProps(part, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          <Trans>The copy starts as a draft with nothing sold; orders and attendees are never copied.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            <Trans>Duplicate</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
