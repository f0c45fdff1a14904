import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ZCreateCapacityAssignment,
  type TCapacityAssignment,
  type TCapacityAssignmentStatus,
  type TCreateCapacityAssignment,
} from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useEventProductOptions } from '../../event-resources';
import { capacityAssignmentsApi } from '../api/capacity-assignments';

type TValues = { name: string; capacity: number | string; status: TCapacityAssignmentStatus; product_ids: string[] };

const toBody = (values: TValues): TCreateCapacityAssignment => ({
  name: values.name,
  capacity: values.capacity === '' ? null : Number(values.capacity),
  status: values.status,
  product_ids: values.product_ids,
});

type TProps = { eventId: string; editing: TCapacityAssignment | 'new' | null; onClose: () => void };

/** Create or edit a shared capacity over products of the event. */
export function CapacityAssignmentModal({ eventId, editing, onClose }: TProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      centered
      title={editing === 'new' ? t`Add a capacity assignment` : t`Edit capacity assignment`}
    >
      {editing !== null ? (
        <CapacityAssignmentForm
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          assignment={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CapacityAssignmentForm({
  eventId,
  assignment,
  onClose,
}: {
  eventId: string;
  assignment: TCapacityAssignment | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const create = capacityAssignmentsApi.useCreate(eventId);
  const update = capacityAssignmentsApi.useUpdate(eventId);
  const products = useEventProductOptions(eventId);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      name: assignment?.name ?? '',
      capacity: assignment?.capacity ?? '',
      status: assignment?.status ?? 'ACTIVE',
      product_ids: assignment?.product_ids ?? [],
    },
    validate: (values): FormErrors =>
      contractResolver<TValues>(ZCreateCapacityAssignment, {
        prepare: toBody,
        extra: (current) => ({
          name: current.name.trim() ? null : t`Enter a name.`,
          product_ids: current.product_ids.length > 0 ? null : t`Choose at least one product.`,
        }),
      })(values),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = toBody(values);
    const options = {
      onSuccess: (saved: TCapacityAssignment) => {
        const name = saved.name;
        notifySuccess(assignment ? t`${name} saved.` : t`${name} added.`);
        onClose();
      },
      onError: (error: Error) => applyApiErrorToForm(form, error),
    };
    if (assignment) update.mutate({ id: assignment.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          placeholder={t`e.g. Main hall`}
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t`Capacity`}
          description={t`Leave empty for no limit: the assignment then only reports usage.`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacity')}
        />
        <MultiSelect
          label={t`Tickets and products sharing it`}
          withAsterisk
          searchable
          data={products.options}
          nothingFoundMessage={t`No products match.`}
          placeholder={products.options.length === 0 && !products.isLoading ? t`Add products first` : undefined}
          {...form.getInputProps('product_ids')}
        />
        <div>
          <Text size="sm" fw={600} id="capacity-status-label">
            {t`Status`}
          </Text>
          <SegmentedControl
            mt={6}
            fullWidth
            aria-labelledby="capacity-status-label"
            data={[
              { value: 'ACTIVE', label: t`Active` },
              { value: 'INACTIVE', label: t`Inactive` },
            ]}
            {...form.getInputProps('status')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {form.values.status === 'ACTIVE'
              ? t`Sales of these tickets stop when the capacity is reached.`
              : t`Only counts what is sold; sales are not stopped.`}
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {assignment ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
