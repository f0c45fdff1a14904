import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZPatchEventSettings, ZUpdateEvent, type TEvent, type TEventSettings } from '@marquee/core';
import { IconMap } from '@tabler/icons-react';
import { AddressFields, addressBody, addressValues, type TAddressValues } from '../../../../components/address-fields';
import { SectionActions } from '../../../../components/section-actions';
import { applyApiErrorToForm } from '../../../../lib/form-errors';
import { issuesToFormErrors } from '../../../../lib/form-validation';
import { notifySuccess } from '../../../../lib/notify';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { usePatchEventSettings, useUpdateEvent } from '../../api/events';

type TLocationValues = {
  is_online_event: boolean;
  location_details: TAddressValues;
  maps_url: string;
  online_event_connection_details: string;
};

const valuesFrom = (event: TEvent, settings: TEventSettings): TLocationValues => ({
  is_online_event: event.is_online_event,
  location_details: addressValues(event.location_details),
  maps_url: event.maps_url ?? '',
  online_event_connection_details: htmlToPlainText(settings.online_event_connection_details),
});

const eventBody = (values: TLocationValues) =>
  values.is_online_event
    ? { is_online_event: true }
    : {
        is_online_event: false,
        location_details: addressBody(values.location_details),
        maps_url: values.maps_url.trim() || null,
      };

/**
 * In person (venue, address, map link: PUT events/{id}) or online (connection details shown to buyers only after
 * purchase: PATCH settings). Both parts are saved together by one button.
 */
export function EventLocationSection({ event, settings }: { event: TEvent; settings: TEventSettings }) {
  const { t } = useLingui();
  const update = useUpdateEvent(event.id);
  const patch = usePatchEventSettings(event.id);
  const form = useForm<TLocationValues>({
    mode: 'controlled',
    initialValues: valuesFrom(event, settings),
    validate: (values) => {
      const result = ZUpdateEvent.safeParse(eventBody(values));
      return result.success ? {} : issuesToFormErrors(result.error.issues);
    },
  });
  const isPending = update.isPending || patch.isPending;

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const savedEvent = await update.mutateAsync(ZUpdateEvent.parse(eventBody(values)));
      const savedSettings = await patch.mutateAsync(
        ZPatchEventSettings.parse({
          online_event_connection_details: values.is_online_event
            ? plainTextToHtml(values.online_event_connection_details)
            : settings.online_event_connection_details,
        }),
      );
      form.setInitialValues(valuesFrom(savedEvent, savedSettings));
      form.reset();
      notifySuccess(t`Location saved.`);
    } catch (error) {
      applyApiErrorToForm(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} id="event-place-label">
            {t`Where does it happen?`}
          </Text>
          <SegmentedControl
            mt={6}
            aria-labelledby="event-place-label"
            data={[
              { value: 'venue', label: t`At a venue` },
              { value: 'online', label: t`Online` },
            ]}
            value={form.values.is_online_event ? 'online' : 'venue'}
            onChange={(value) => form.setFieldValue('is_online_event', value === 'online')}
          />
        </div>
        {form.values.is_online_event ? (
          <Textarea
            label={t`Connection details`}
            description={t`The link and instructions to join. Only buyers see them, after their order is complete.`}
            autosize
            minRows={3}
            {...form.getInputProps('online_event_connection_details')}
          />
        ) : (
          <>
            <AddressFields prefix="location_details" getInputProps={(path) => form.getInputProps(path)} />
            <TextInput
              label={t`Map link`}
              description={t`Optional: a link to the place on a map, for directions.`}
              type="url"
              placeholder="https://"
              leftSection={<IconMap size={16} aria-hidden />}
              {...form.getInputProps('maps_url')}
            />
          </>
        )}
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
