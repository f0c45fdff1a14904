import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZCreateAffiliate, type TAffiliate, type TAffiliateStatus, type TCreateAffiliate } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { GenerateCodeButton } from '../../event-resources';
import { affiliatesApi } from '../api/affiliates';

type TValues = { name: string; code: string; email: string; status: TAffiliateStatus };

const toBody = (values: TValues): TCreateAffiliate => ({
  name: values.name,
  code: values.code,
  email: values.email.trim() || null,
  status: values.status,
});

type TProps = { eventId: string; editing: TAffiliate | 'new' | null; onClose: () => void };

export function AffiliateModal({ eventId, editing, onClose }: TProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      centered
      title={editing === 'new' ? t`Add an affiliate` : t`Edit affiliate`}
    >
      {editing !== null ? (
        <AffiliateForm
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          affiliate={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function AffiliateForm({
  eventId,
  affiliate,
  onClose,
}: {
  eventId: string;
  affiliate: TAffiliate | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const create = affiliatesApi.useCreate(eventId);
  const update = affiliatesApi.useUpdate(eventId);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      name: affiliate?.name ?? '',
      code: affiliate?.code ?? '',
      email: affiliate?.email ?? '',
      status: affiliate?.status ?? 'ACTIVE',
    },
    validate: (values): FormErrors =>
      contractResolver<TValues>(ZCreateAffiliate, {
        prepare: toBody,
        extra: (current) => ({ name: current.name.trim() ? null : t`Enter a name.` }),
      })(values),
  });

  const handleSubmit = form.onSubmit((values) => {
    const options = {
      onSuccess: (saved: TAffiliate) => {
        const name = saved.name;
        notifySuccess(affiliate ? t`${name} saved.` : t`${name} added.`);
        onClose();
      },
      onError: (error: Error) => applyApiErrorToForm(form, error),
    };
    if (affiliate) {
      // The code is fixed once created: links carrying it are already out there.
      const { code: _code, ...body } = toBody(values);
      update.mutate({ id: affiliate.id, body }, options);
    } else create.mutate(toBody(values), options);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          placeholder={t`e.g. Jazz Blog`}
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Code`}
          description={
            affiliate
              ? t`A code cannot change: links carrying it are already shared.`
              : t`Letters, digits, hyphens and underscores; it goes into the tracking link.`
          }
          placeholder="JAZZBLOG"
          withAsterisk={!affiliate}
          disabled={affiliate !== null}
          maxLength={50}
          rightSection={
            affiliate ? null : <GenerateCodeButton onGenerate={(code) => form.setFieldValue('code', code)} />
          }
          {...form.getInputProps('code')}
        />
        <TextInput label={t`Email`} type="email" maxLength={255} {...form.getInputProps('email')} />
        <div>
          <Text size="sm" fw={600} id="affiliate-status-label">
            {t`Status`}
          </Text>
          <SegmentedControl
            mt={6}
            fullWidth
            aria-labelledby="affiliate-status-label"
            data={[
              { value: 'ACTIVE', label: t`Active` },
              { value: 'INACTIVE', label: t`Inactive` },
            ]}
            {...form.getInputProps('status')}
          />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {affiliate ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
