import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ATTENDEE_EMAIL_MAX,
  ATTENDEE_NAME_MAX,
  ATTENDEE_NOTES_MAX,
  isSupportedLocale,
  LOCALE_DISPLAY_NAMES,
  SUPPORTED_LOCALES,
  ZCreateAttendee,
  type TCreateAttendee,
  type TLocale,
  type TProduct,
} from '@marquee/core';
import { Link } from 'react-router';
import { isApiConflict } from '../../../lib/api-error';
import { ConflictAlert } from '../../../components/conflict-alert';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useMoneyInput } from '../../../lib/use-money-input';
import { useProductCategories } from '../../products';
import { useCreateAttendee } from '../api/attendees';
import { PersonNameFields } from '../../../components/person-name-fields';
import { TicketChoiceFields } from './ticket-choice-fields';

type TValues = {
  product_id: string;
  product_price_id: string;
  first_name: string;
  last_name: string;
  email: string;
  locale: string;
  is_complimentary: boolean;
  unit_price: string;
  notes: string;
  send_confirmation_email: boolean;
};

type TProps = { eventId: string; currency: string; opened: boolean; onClose: () => void };

/**
 * Staff add a ticket holder by hand (POST …/attendees): a completed order for one ticket, paid at the amount
 * given (before taxes and fees; 0 for a complimentary ticket), which still needs a place to be available.
 */
export function AddAttendeeModal({ eventId, currency, opened, onClose }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered size="lg" title={t`Add attendee`}>
      {opened ? <AddAttendeeForm eventId={eventId} currency={currency} onClose={onClose} /> : null}
    </Modal>
  );
}

function AddAttendeeForm({ eventId, currency, onClose }: Omit<TProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const catalogue = useProductCategories(eventId);
  const create = useCreateAttendee(eventId);
  const amountInput = useMoneyInput();
  const example = amountInput.exampleFor(currency);
  const unitPrice = (text: string) => {
    const parsed = amountInput.parse(text, currency);
    return parsed.ok ? parsed.minor : null;
  };
  const tickets: TProduct[] = (catalogue.data ?? [])
    .flatMap((category) => category.products)
    .filter((product) => product.product_type === 'TICKET' && product.prices.length > 0);

  const toBody = (values: TValues): TCreateAttendee => ({
    product_id: values.product_id,
    product_price_id: values.product_price_id,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email.trim(),
    locale: isSupportedLocale(values.locale) ? values.locale : undefined,
    notes: values.notes.trim() || null,
    unit_price: values.is_complimentary ? 0 : (unitPrice(values.unit_price) ?? -1),
    send_confirmation_email: values.send_confirmation_email,
  });

  const unitPriceProblem = (text: string): string | null => {
    const parsed = amountInput.parse(text, currency);
    if (parsed.ok) return null;
    return parsed.reason === 'too_many_decimals'
      ? amountInput.problemText(parsed.reason, currency)
      : t`Enter the amount paid, like ${example}, or 0.`;
  };

  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      product_id: '',
      product_price_id: '',
      first_name: '',
      last_name: '',
      email: '',
      locale: isSupportedLocale(i18n.locale) ? i18n.locale : 'en',
      is_complimentary: false,
      unit_price: '',
      notes: '',
      send_confirmation_email: true,
    },
    validate: contractResolver<TValues>(ZCreateAttendee, {
      prepare: toBody,
      extra: (values) => ({
        product_id: values.product_id ? null : t`Choose a ticket.`,
        product_price_id: values.product_id && !values.product_price_id ? t`Choose a price.` : null,
        unit_price: values.is_complimentary ? null : unitPriceProblem(values.unit_price),
      }),
    }),
  });

  const chooseTicket = ({ productId, priceId }: { productId: string; priceId: string }) => {
    const price = tickets
      .find((ticket) => ticket.id === productId)
      ?.prices.find((candidate) => candidate.id === priceId);
    form.setValues({
      product_id: productId,
      product_price_id: priceId,
      unit_price: price ? amountInput.format(price.price, currency) : '',
    });
  };

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: (attendee) => {
        const shortId = attendee.short_id;
        notifySuccess(
          values.send_confirmation_email
            ? t`Attendee added with ticket #${shortId}; the ticket is on its way.`
            : t`Attendee added with ticket #${shortId}.`,
        );
        onClose();
      },
      // Sold out (409) is shown above the buttons; field problems go on their fields.
      onError: (error) => {
        if (!isApiConflict(error)) applyApiErrorToForm(form, error);
      },
    }),
  );

  if (catalogue.isPending) return <Skeleton h={240} />;
  if (tickets.length === 0) {
    return (
      <Stack gap="md" data-testid="add-attendee-no-tickets">
        <Text>
          <Trans>This event has no tickets yet. Create a ticket first, then add attendees to it.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button component={Link} to={`/manage/event/${eventId}/products`} onClick={onClose}>
            <Trans>Create a ticket</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TicketChoiceFields
          tickets={tickets}
          productId={form.values.product_id}
          priceId={form.values.product_price_id}
          productError={form.errors.product_id}
          priceError={form.errors.product_price_id}
          onChange={chooseTicket}
          isAutoFocused
        />
        <PersonNameFields form={form} maxLength={ATTENDEE_NAME_MAX} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t`Email`}
            type="email"
            withAsterisk
            maxLength={ATTENDEE_EMAIL_MAX}
            {...form.getInputProps('email')}
          />
          <Select
            label={t`Language of their emails`}
            allowDeselect={false}
            data={SUPPORTED_LOCALES.map((locale: TLocale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] }))}
            {...form.getInputProps('locale')}
          />
        </SimpleGrid>
        <Switch
          label={t`Complimentary ticket`}
          description={t`Nothing is charged, and no tax or fee applies.`}
          {...form.getInputProps('is_complimentary', { type: 'checkbox' })}
        />
        {form.values.is_complimentary ? null : (
          <TextInput
            label={t`Amount paid`}
            description={t`For one ticket, before taxes and fees.`}
            inputMode="decimal"
            withAsterisk
            rightSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            rightSectionWidth={48}
            {...form.getInputProps('unit_price')}
          />
        )}
        <Textarea
          label={t`Internal notes`}
          autosize
          minRows={2}
          maxLength={ATTENDEE_NOTES_MAX}
          {...form.getInputProps('notes')}
        />
        <Switch
          label={t`Send the ticket by email`}
          {...form.getInputProps('send_confirmation_email', { type: 'checkbox' })}
        />
        <ConflictAlert error={create.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Add attendee</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
