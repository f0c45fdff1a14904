import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZCreateProductCategory, type TCreateProductCategory, type TProductCategory } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { htmlToPlainText, plainTextToHtml } from '../../../lib/plain-text-html';
import { useCreateProductCategory, useUpdateProductCategory } from '../api/catalogue';

type TCategoryValues = { name: string; description: string; no_products_message: string; is_hidden: boolean };

export type TCategoryEditing = TProductCategory | 'new' | null;

const toBody = (values: TCategoryValues): TCreateProductCategory => ({
  name: values.name,
  description: plainTextToHtml(values.description),
  no_products_message: values.no_products_message.trim() || null,
  is_hidden: values.is_hidden,
});

/** Reference §2.7 category form: name, the message shown when it has nothing to sell, description, hidden. */
export function CategoryFormModal({
  eventId,
  editing,
  onClose,
}: {
  eventId: string;
  editing: TCategoryEditing;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t`Add a category` : t`Edit category`}
      centered
    >
      {editing !== null ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          category={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CategoryForm({
  eventId,
  category,
  onClose,
}: {
  eventId: string;
  category: TProductCategory | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const create = useCreateProductCategory(eventId);
  const update = useUpdateProductCategory(eventId);
  const form = useForm<TCategoryValues>({
    mode: 'controlled',
    initialValues: {
      name: category?.name ?? '',
      description: htmlToPlainText(category?.description),
      no_products_message: category?.no_products_message ?? t`Nothing is on sale here at the moment.`,
      is_hidden: category?.is_hidden ?? false,
    },
    validate: contractResolver<TCategoryValues>(ZCreateProductCategory, {
      prepare: toBody,
      extra: (values) => ({ name: values.name.trim() ? null : t`Name the category.` }),
    }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = ZCreateProductCategory.parse(toBody(values));
    const options = {
      onSuccess: (saved: TProductCategory) => {
        const name = saved.name;
        notifySuccess(category ? t`Category “${name}” saved.` : t`Category “${name}” added.`);
        onClose();
      },
      onError: (error: Error) => applyApiErrorToForm(form, error),
    };
    if (category) update.mutate({ id: category.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t`Name`} withAsterisk data-autofocus maxLength={50} {...form.getInputProps('name')} />
        <TextInput
          label={t`Message when empty`}
          description={t`Shown to buyers when nothing in this category is on sale.`}
          maxLength={255}
          {...form.getInputProps('no_products_message')}
        />
        <Textarea label={t`Description`} autosize minRows={2} maxLength={5000} {...form.getInputProps('description')} />
        <Switch label={t`Hide this category from buyers`} {...form.getInputProps('is_hidden', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {category ? <Trans>Save</Trans> : <Trans>Add category</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
