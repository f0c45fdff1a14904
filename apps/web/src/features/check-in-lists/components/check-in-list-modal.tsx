import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHECK_IN_LIST_DESCRIPTION_MAX, CHECK_IN_LIST_NAME_MAX, type TCheckInList, type TEvent } from '@marquee/core';
import { Link } from 'react-router';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { notifySuccess } from '../../../lib/notify';
import { useEventProductOptions } from '../../event-resources';
import { checkInListsApi } from '../api/check-in-lists';
import {
  applyCheckInListApiError,
  checkInListBody,
  checkInListFormValues,
  validateCheckInListForm,
  type TCheckInListFormValues,
} from '../lib/check-in-list-form';

type TProps = {
  event: Pick<TEvent, 'id' | 'timezone'>;
  editing: TCheckInList | 'new' | null;
  onClose: () => void;
  /** A new list was saved: the page then shows its link. */
  onCreated: (list: TCheckInList) => void;
};

/** Create or edit a check-in list: a name, the tickets it admits, a note for staff and an optional window. */
export function CheckInListModal({ event, editing, onClose, onCreated }: TProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      centered
      size="lg"
      title={editing === 'new' ? t`Create a check-in list` : t`Edit check-in list`}
    >
      {editing !== null ? (
        <CheckInListFormLoader
          key={editing === 'new' ? 'new' : editing.id}
          event={event}
          list={editing === 'new' ? null : editing}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Modal>
  );
}

type TFormProps = Omit<TProps, 'editing'> & { list: TCheckInList | null };

/** The form starts once the tickets are known, so a lone ticket can be chosen already. */
function CheckInListFormLoader(props: TFormProps) {
  const tickets = useEventProductOptions(props.event.id, { productType: 'TICKET' });
  if (tickets.isLoading) return <Skeleton h={320} aria-busy="true" />;
  if (!props.list && tickets.isLoaded && tickets.options.length === 0) {
    return <CreateTicketFirst eventId={props.event.id} onClose={props.onClose} />;
  }
  // An edited list keeps what it covers even if that is no longer a ticket of the catalogue.
  const known = new Set(tickets.options.map((option) => option.value));
  const options = [
    ...tickets.options,
    ...(props.list?.products ?? [])
      .filter((product) => !known.has(product.id))
      .map((product) => ({ value: product.id, label: product.title })),
  ];
  return <CheckInListForm {...props} ticketOptions={options} />;
}

function CreateTicketFirst({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="check-in-list-no-tickets">
      <Text>
        <Trans>
          A check-in list admits holders of some tickets, and this event has no tickets yet. Create one first.
        </Trans>
      </Text>
      <Group justify="flex-end">
        <Button component={Link} to={`/manage/event/${eventId}/products#create-product`} onClick={onClose}>
          <Trans>Create a ticket</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function CheckInListForm({
  event,
  list,
  ticketOptions,
  onClose,
  onCreated,
}: TFormProps & { ticketOptions: { value: string; label: string }[] }) {
  const { t } = useLingui();
  const create = checkInListsApi.useCreate(event.id);
  const update = checkInListsApi.useUpdate(event.id);
  const timeZone = event.timezone;
  const form = useForm<TCheckInListFormValues>({
    mode: 'controlled',
    initialValues: checkInListFormValues(list, {
      timeZone,
      ticketIds: ticketOptions.map((option) => option.value),
    }),
    validate: (values) => validateCheckInListForm(values, timeZone),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = checkInListBody(values, timeZone);
    const onError = (error: Error) => applyCheckInListApiError(form, error);
    if (list) {
      update.mutate(
        { id: list.id, body },
        {
          onSuccess: (saved) => {
            const name = saved.name;
            notifySuccess(t`${name} saved.`);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, { onSuccess: (saved) => onCreated(saved), onError });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`For example an entrance or a day: staff see it on their check-in page.`}
          placeholder={t`e.g. Main entrance`}
          withAsterisk
          data-autofocus
          maxLength={CHECK_IN_LIST_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t`Tickets`}
          description={t`Holders of these tickets can be checked in on this list.`}
          withAsterisk
          searchable
          data={ticketOptions}
          nothingFoundMessage={t`No tickets match.`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('product_ids')}
        />
        <Textarea
          label={t`Note for staff`}
          description={t`Shown on the check-in page, for instructions such as "Check bags at the door".`}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={CHECK_IN_LIST_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ZonedDateTimeInput
              label={t`Activates at`}
              description={t`Empty: from now on.`}
              timeZone={timeZone}
              {...form.getInputProps('activates_at')}
            />
            <ZonedDateTimeInput
              label={t`Expires at`}
              description={t`Empty: never expires.`}
              timeZone={timeZone}
              {...form.getInputProps('expires_at')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            <Trans>
              Times are in the event's time zone ({timeZone}). Outside this window staff can open the list but not check
              anyone in.
            </Trans>
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {list ? <Trans>Save</Trans> : <Trans>Create list</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
