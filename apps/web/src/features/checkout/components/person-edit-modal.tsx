import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZPublicOrderSelfEdit, type TPublicOrderSelfEdit } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';

export type TPersonValues = { first_name: string; last_name: string; email: string };

/**
 * The buyer's own change of a name or an email (the order's, or one ticket's; decision 109). A ticket may have
 * no email of its own (it then reaches the buyer), so an empty email there is left out of the change.
 */
export function PersonEditModal({
  title,
  initialValues,
  isEmailRequired,
  emailChange = 'immediate',
  isSaving,
  onSave,
  onClose,
}: {
  title: string;
  initialValues: TPersonValues;
  isEmailRequired: boolean;
  /** The order's email moves only once the new address confirms (decision 137); a ticket's moves at once. */
  emailChange?: 'confirmed' | 'immediate';
  isSaving: boolean;
  /** Resolves when saved; rejects with the API error, which lands on the fields or in a toast. */
  onSave: (change: TPublicOrderSelfEdit) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<TPersonValues>({
    initialValues,
    validate: (values) => contractResolver(ZPublicOrderSelfEdit)(toChange(values)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toChange(values));
      onClose();
    } catch (error) {
      applyApiErrorToForm(form, error);
    }
  });
  const isEmailChanged = form.values.email.trim().toLowerCase() !== initialValues.email.toLowerCase();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t`First name`}
              required
              autoComplete="given-name"
              data-autofocus
              {...form.getInputProps('first_name')}
            />
            <TextInput label={t`Last name`} required autoComplete="family-name" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label={t`Email`}
            type="email"
            required={isEmailRequired}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          {isEmailChanged && form.values.email.trim() !== '' && (
            <Alert color="blue" variant="light" data-testid="email-change-note">
              {emailChange === 'confirmed' ? (
                <Trans>
                  We will send a confirmation link to the new address: the order moves there once it is opened. The
                  current address is told, and can cancel the change.
                </Trans>
              ) : (
                <Trans>
                  We will send a new link to the new address. The links sent to the old address will stop working, and
                  it will be told of the change.
                </Trans>
              )}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function toChange(values: TPersonValues): TPublicOrderSelfEdit {
  const email = values.email.trim();
  return { first_name: values.first_name, last_name: values.last_name, ...(email ? { email } : {}) };
}
