import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  DEFAULT_WAITLIST_OFFER_TIMEOUT_MINUTES,
  MAX_WAITLIST_OFFER_TIMEOUT_MINUTES,
  MIN_WAITLIST_OFFER_TIMEOUT_MINUTES,
  type TEventSettings,
} from '@marquee/core';
import { useId } from 'react';
import { EVENT_DEFAULT_MODE, type TProductFormValues } from '../lib/product-form';

type TProductWaitlistFieldsProps = {
  form: UseFormReturnType<TProductFormValues>;
  /** The event's waiting-list settings, to name what "event default" means; undefined while loading. */
  eventSettings: Pick<TEventSettings, 'waitlist_auto_process' | 'waitlist_offer_timeout_minutes'> | undefined;
};

/** The product's waiting list when it sells out (issue 31): on or off, how offers go out, how long they hold. */
export function ProductWaitlistFields({ form, eventSettings }: TProductWaitlistFieldsProps) {
  const { t } = useLingui();
  const eventMinutes = eventSettings
    ? (eventSettings.waitlist_offer_timeout_minutes ?? DEFAULT_WAITLIST_OFFER_TIMEOUT_MINUTES)
    : null;
  const defaultLabel = !eventSettings
    ? t`Event default`
    : eventSettings.waitlist_auto_process
      ? t`Event default (automatic)`
      : t`Event default (manual)`;
  const isOn = form.values.waitlist_enabled;
  const headingId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <Text fw={700} id={headingId}>
        {t`Waiting list`}
      </Text>
      <Switch
        label={t`Offer a waiting list when sold out`}
        description={t`Buyers can join a line for this product once it sells out, and freed tickets are offered to them in turn.`}
        {...form.getInputProps('waitlist_enabled', { type: 'checkbox' })}
      />
      {isOn ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t`Offers`}
            description={t`Automatic: freed tickets are offered to the next in line at once. Manual: only when you offer them.`}
            allowDeselect={false}
            data={[
              { value: EVENT_DEFAULT_MODE, label: defaultLabel },
              { value: 'AUTOMATIC', label: t`Automatic` },
              { value: 'MANUAL', label: t`Manual` },
            ]}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('waitlist_processing_mode')}
          />
          <NumberInput
            label={t`Hold time in minutes`}
            description={
              eventMinutes === null
                ? t`How long an offer holds its tickets. Empty: the event's hold time.`
                : t`How long an offer holds its tickets. Empty: the event's hold time (${eventMinutes} min).`
            }
            placeholder={eventMinutes === null ? undefined : String(eventMinutes)}
            min={MIN_WAITLIST_OFFER_TIMEOUT_MINUTES}
            max={MAX_WAITLIST_OFFER_TIMEOUT_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('waitlist_offer_timeout_minutes')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
