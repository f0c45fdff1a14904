import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZUpdateOrderBuyer, type TOrderDetail, type TUpdateOrderBuyer } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import type { useOrderActions } from '../api/order-management';
import { ABOVE_DRAWER } from '../../../lib/overlay-layers';
import { PersonNameFields } from '../../../components/person-name-fields';

type TValues = { first_name: string; last_name: string; email: string; notes: string };

const toBody = (values: TValues): TUpdateOrderBuyer => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email.trim(),
  notes: values.notes.trim() || null,
});

type TProps = {
  order: TOrderDetail;
  opened: boolean;
  onClose: () => void;
  update: ReturnType<typeof useOrderActions>['update'];
};

/** Corrects the buyer's name, email and notes (PUT …/orders/{id}), validated with the API's contract. */
export function EditBuyerModal({ order, opened, onClose, update }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered zIndex={ABOVE_DRAWER} title={t`Edit buyer details`}>
      {opened ? <EditBuyerForm key={order.updated_at} order={order} onClose={onClose} update={update} /> : null}
    </Modal>
  );
}

function EditBuyerForm({ order, onClose, update }: Omit<TProps, 'opened'>) {
  const { t } = useLingui();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      first_name: order.first_name ?? '',
      last_name: order.last_name ?? '',
      email: order.email ?? '',
      notes: order.notes ?? '',
    },
    validate: (values): FormErrors => contractResolver<TValues>(ZUpdateOrderBuyer, { prepare: toBody })(values),
  });
  const handleSubmit = form.onSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: () => {
        notifySuccess(t`Buyer details saved.`);
        onClose();
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PersonNameFields form={form} maxLength={100} isAutoFocused />
        <TextInput label={t`Email`} type="email" withAsterisk maxLength={255} {...form.getInputProps('email')} />
        <Textarea label={t`Notes`} autosize minRows={2} maxLength={5000} {...form.getInputProps('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
