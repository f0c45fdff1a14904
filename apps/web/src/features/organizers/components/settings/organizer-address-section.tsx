import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { TOrganizerSettings } from '@marquee/core';
import { AddressFields, addressBody, addressValues, type TAddressValues } from '../../../../components/address-fields';
import { SectionActions } from '../../../../components/section-actions';
import { useOrganizerSettingsForm } from './organizer-settings-form';

/** The organizer's address; new events start at it unless they are online. */
export function OrganizerAddressSection({
  organizerId,
  settings,
}: {
  organizerId: string;
  settings: TOrganizerSettings;
}) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<{ location_details: TAddressValues }>({
    organizerId,
    settings,
    toValues: (current) => ({ location_details: addressValues(current.location_details) }),
    toBody: (values) => ({ location_details: addressBody(values.location_details) }),
    successMessage: t`Address saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AddressFields prefix="location_details" getInputProps={(path) => form.getInputProps(path)} />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
