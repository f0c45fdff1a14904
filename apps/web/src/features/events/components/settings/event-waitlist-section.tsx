import { useLingui } from '@lingui/react/macro';
import { NumberInput, Stack, Switch } from '@mantine/core';
import {
  DEFAULT_WAITLIST_SETTINGS,
  MAX_WAITLIST_OFFER_TIMEOUT_MINUTES,
  MIN_WAITLIST_OFFER_TIMEOUT_MINUTES,
  type TEvent,
  type TEventSettings,
} from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { ZonedDateTimeInput } from '../../../../components/zoned-date-time-input';
import { isLocalDateTime, utcIsoToZoned, zonedToUtcIso } from '../../../../lib/zoned-time';
import { useEventSettingsForm } from './event-settings-form';

type TWaitlistValues = {
  waitlist_auto_process: boolean;
  /** Blank: 12 hours. */
  waitlist_offer_timeout_minutes: number | string;
  waitlist_show_count: boolean;
  /** On the event's clock (`YYYY-MM-DDTHH:mm`); blank: no lottery. */
  waitlist_lottery_until: string;
};

/**
 * The waiting list of sold-out tickets (issue 31): whether offers go out by themselves, how long they hold, whether
 * buyers see how many wait, and a lottery for an on-sale rush. Each product can override the first two.
 */
export function EventWaitlistSection({
  event,
  settings,
}: {
  event: Pick<TEvent, 'id' | 'timezone'>;
  settings: TEventSettings;
}) {
  const { t } = useLingui();
  const timeZone = event.timezone;
  const { form, handleSubmit, isPending } = useEventSettingsForm<TWaitlistValues>({
    eventId: event.id,
    settings,
    // Settings saved before the waiting list existed carry none of its keys: they read as the defaults.
    toValues: (current) => ({
      waitlist_auto_process: current.waitlist_auto_process ?? DEFAULT_WAITLIST_SETTINGS.waitlist_auto_process,
      waitlist_offer_timeout_minutes: current.waitlist_offer_timeout_minutes ?? '',
      waitlist_show_count: current.waitlist_show_count ?? DEFAULT_WAITLIST_SETTINGS.waitlist_show_count,
      waitlist_lottery_until: utcIsoToZoned(current.waitlist_lottery_until, timeZone),
    }),
    toBody: (values) => ({
      waitlist_auto_process: values.waitlist_auto_process,
      waitlist_offer_timeout_minutes:
        values.waitlist_offer_timeout_minutes === '' ? null : Number(values.waitlist_offer_timeout_minutes),
      waitlist_show_count: values.waitlist_show_count,
      waitlist_lottery_until: values.waitlist_lottery_until
        ? zonedToUtcIso(values.waitlist_lottery_until, timeZone)
        : null,
    }),
    extra: (values) => {
      const minutes = values.waitlist_offer_timeout_minutes;
      const isMinutesValid =
        minutes === '' ||
        (Number.isInteger(Number(minutes)) &&
          Number(minutes) >= MIN_WAITLIST_OFFER_TIMEOUT_MINUTES &&
          Number(minutes) <= MAX_WAITLIST_OFFER_TIMEOUT_MINUTES);
      return {
        waitlist_offer_timeout_minutes: isMinutesValid
          ? null
          : t`From ${MIN_WAITLIST_OFFER_TIMEOUT_MINUTES} to ${MAX_WAITLIST_OFFER_TIMEOUT_MINUTES} minutes (7 days); leave it empty for 12 hours.`,
        waitlist_lottery_until:
          values.waitlist_lottery_until && !isLocalDateTime(values.waitlist_lottery_until)
            ? t`Enter a date and time, or leave it empty for no lottery.`
            : null,
      };
    },
    successMessage: t`Waiting-list settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Switch
          label={t`Offer freed tickets automatically`}
          description={t`When a ticket is freed (an order expires or is cancelled), the next person in line gets an offer at once. Off: offers go out only when you make them on the waiting-list screen. Each ticket can choose otherwise.`}
          {...form.getInputProps('waitlist_auto_process', { type: 'checkbox' })}
        />
        <NumberInput
          label={t`Offer hold time`}
          description={t`Minutes an offer holds its tickets before they pass to the next person. Empty: 12 hours. Close to the event, offers are shortened so unanswered tickets can still go to someone else.`}
          placeholder={t`12 hours`}
          min={MIN_WAITLIST_OFFER_TIMEOUT_MINUTES}
          max={MAX_WAITLIST_OFFER_TIMEOUT_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t`min`}`}
          maw={320}
          {...form.getInputProps('waitlist_offer_timeout_minutes')}
        />
        <Switch
          label={t`Show how many people are waiting`}
          description={t`The event page shows the number of people waiting beside a sold-out ticket.`}
          {...form.getInputProps('waitlist_show_count', { type: 'checkbox' })}
        />
        <ZonedDateTimeInput
          label={t`Lottery until`}
          description={t`Optional, for a rush when sales open. Everyone who joins before this time is put in a random order, drawn once, instead of first come, first served; people who join later follow in the order they joined. In the event's time zone (${timeZone}).`}
          timeZone={timeZone}
          maw={320}
          {...form.getInputProps('waitlist_lottery_until')}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
