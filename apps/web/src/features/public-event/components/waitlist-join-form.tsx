import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Chip, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZJoinWaitlist, type TPublicEvent, type TWaitlistJoined } from '@marquee/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { isApiError } from '../../../lib/api-error';
import { focusFirstError } from '../../../lib/focus-first-error';
import { contractResolver } from '../../../lib/form-validation';
import { currentLocale } from '../api/public-event-calls';
import { useJoinWaitlist } from '../hooks/use-join-waitlist';
import { formatEventTime } from '../lib/waitlist-entry';
import type { TPublicPrice, TPublicProduct } from '../lib/selection';
import {
  alternativePrices,
  initialWaitlistJoinValues,
  toJoinWaitlistBody,
  waitlistQuantityRange,
  type TWaitlistJoinValues,
} from '../lib/waitlist-join';

export type TWaitlistJoinFormProps = {
  event: Pick<TPublicEvent, 'id' | 'timezone'>;
  product: TPublicProduct;
  price: TPublicPrice;
  /** The panel closes (Cancel, Escape, or Close after joining); the opener takes the focus back. */
  onClose: () => void;
  onJoined: () => void;
  /** Tickets turned out to be free (`waitlist_not_needed`): the page asks for the event again. */
  onAvailabilityChanged?: () => void;
  /**
   * In a panel under the price rather than a dialog: in a frame (the widget), whose height follows its content, a
   * dialog would centre on the whole frame, away from what the buyer sees, and be cut off in a short one.
   */
  isInline?: boolean;
};

/** The fields the server's field errors can land on; any other problem shows above the buttons. */
const FORM_FIELDS: readonly string[] = ['first_name', 'last_name', 'email', 'quantity', 'alternative_price_ids'];

/**
 * "Join the waiting list" for a sold-out ticket (issue 31), in a panel under its price: loaded when first opened, so
 * the event page and the widget carry only its button. Checked with the shared contract; the server's field errors
 * land on the fields, its refusals (closed, already joined, tickets free after all) above the buttons.
 */
export default function WaitlistJoinForm({
  event,
  product,
  price,
  onClose,
  onJoined,
  onAvailabilityChanged,
  isInline = false,
}: TWaitlistJoinFormProps) {
  const { t } = useLingui();
  const joining = useJoinWaitlist(event.id);
  const [refusal, setRefusal] = useState<{ message: string; code: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const quantityId = useId();
  const alternativesId = useId();
  const bodyOf = (values: TWaitlistJoinValues) =>
    toJoinWaitlistBody(values, { priceId: price.id, locale: currentLocale() });
  const form = useForm<TWaitlistJoinValues>({
    initialValues: initialWaitlistJoinValues(product),
    validate: contractResolver(ZJoinWaitlist, { prepare: bodyOf }),
  });
  const alternatives = alternativePrices(product, price);
  const quantities = waitlistQuantityRange(product);
  const quantityError = form.errors.quantity;
  const alternativesError = form.errors.alternative_price_ids;
  const name = price.label ? `${product.title} – ${price.label}` : product.title;

  useEffect(() => firstFieldRef.current?.focus(), []);

  const showErrors = () => requestAnimationFrame(() => focusFirstError(formRef.current));
  const send = async (values: TWaitlistJoinValues) => {
    setRefusal(null);
    try {
      await joining.join(bodyOf(values));
      onJoined();
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
      for (const [field, messages] of fieldErrors)
        if (FORM_FIELDS.includes(field)) form.setFieldError(field, messages.join(' '));
      // What no field shows (the ticket itself, the whole answer) goes above the buttons, in the server's words.
      const elsewhere = fieldErrors
        .filter(([field]) => !FORM_FIELDS.includes(field))
        .flatMap(([, messages]) => messages);
      if (fieldErrors.length > 0 && elsewhere.length === 0) {
        showErrors();
        return;
      }
      setRefusal({
        message: elsewhere.join(' ') || (error instanceof Error ? error.message : String(error)),
        code: isApiError(error) ? error.code : null,
      });
    }
  };
  const code = refusal?.code ?? null;

  const heading = t`Join the waiting list for ${name}`;
  const body = joining.joined ? (
    <WaitlistJoined joined={joining.joined} email={form.values.email.trim()} event={event} onClose={onClose} />
  ) : (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={isInline ? headingId : undefined}
      onSubmit={(submitEvent) => form.onSubmit(send, showErrors)(submitEvent)}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          {isInline && (
            <Text fw={600} id={headingId}>
              {heading}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            <Trans>When tickets free up, we email you in turn.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            ref={firstFieldRef}
            data-autofocus
            label={t`First name`}
            required
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput label={t`Last name`} required autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label={t`Email`} type="email" required autoComplete="email" {...form.getInputProps('email')} />
        {/* The stepper buyers pick quantities with, named by the label above it. */}
        <Stack gap={4}>
          <Text fz="sm" fw={500} id={`${quantityId}-label`}>
            <Trans>Number of tickets</Trans>
          </Text>
          <QuantityStepper
            name={name}
            labelId={`${quantityId}-label`}
            min={quantities.min}
            max={quantities.max}
            value={form.values.quantity}
            onChange={(quantity) => form.setFieldValue('quantity', quantity)}
            errorId={quantityError ? `${quantityId}-error` : undefined}
          />
          {quantityError && (
            <Text fz="xs" c="red" id={`${quantityId}-error`}>
              {quantityError}
            </Text>
          )}
        </Stack>
        {alternatives.length > 0 && (
          // Chips rather than checkboxes: the checkout's details step (in the same build) keeps its chunks as they were.
          <Stack
            gap={6}
            role="group"
            aria-labelledby={`${alternativesId}-label`}
            aria-describedby={alternativesError ? `${alternativesId}-error` : undefined}
          >
            <Text fz="sm" fw={500} id={`${alternativesId}-label`}>
              <Trans>I would also take</Trans>
            </Text>
            <Chip.Group
              multiple
              value={form.values.alternative_price_ids}
              onChange={(ids) => form.setFieldValue('alternative_price_ids', ids)}
            >
              <Group gap="xs">
                {alternatives.map((alternative) => (
                  <Chip key={alternative.id} value={alternative.id} size="sm">
                    {alternative.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {alternativesError && (
              <Text fz="xs" c="red" id={`${alternativesId}-error`}>
                {alternativesError}
              </Text>
            )}
          </Stack>
        )}
        {refusal && (
          <Alert
            color={code === 'waitlist_already_joined' ? 'blue' : 'red'}
            role="alert"
            data-testid="waitlist-join-refusal"
          >
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{refusal.message}</Text>
              {code === 'waitlist_not_needed' && onAvailabilityChanged && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    onAvailabilityChanged();
                    onClose();
                  }}
                >
                  <Trans>Show the available tickets</Trans>
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {/* Joining is the person's own request, so it needs no consent box: they are told what the email is for. */}
        <Text fz="xs" c="dimmed">
          <Trans>We use your email only for this waiting list, and every email we send has a link to leave it.</Trans>
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={joining.isPending}>
            <Trans>Join the waiting list</Trans>
          </Button>
          <Button variant="subtle" color="gray" onClick={onClose} disabled={joining.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
  if (!isInline)
    return (
      <Modal
        opened
        onClose={onClose}
        title={heading}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
        data-testid="waitlist-join-form"
      >
        {body}
      </Modal>
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="waitlist-join-form"
      onKeyDown={(keyEvent) => {
        if (keyEvent.key === 'Escape' && !joining.isPending) onClose();
      }}
    >
      {body}
    </Paper>
  );
}

/** The answer: the place in line, or the lottery still to be drawn (in the event's time zone), and the email sent. */
function WaitlistJoined({
  joined,
  email,
  event,
  onClose,
}: {
  joined: TWaitlistJoined;
  email: string;
  event: Pick<TPublicEvent, 'timezone'>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the answer takes it, so a screen reader reads it at once.
  useEffect(() => panelRef.current?.focus(), []);
  const position = joined.position;
  const drawDate = joined.lottery_until
    ? formatEventTime(joined.lottery_until, { locale: i18n.locale, timeZone: event.timezone })
    : null;
  return (
    <Alert
      ref={panelRef}
      tabIndex={-1}
      color="teal"
      icon={<IconCheck size={18} aria-hidden />}
      title={t`You are on the waiting list`}
      role="status"
      data-testid="waitlist-joined"
      style={{ outline: 'none' }}
    >
      <Stack gap="xs" align="flex-start">
        {position !== null && (
          <Text fz="sm">
            <Trans>You are number {position} in line.</Trans>
          </Text>
        )}
        {drawDate && (
          <Text fz="sm">
            <Trans>A lottery decides the place in line of everyone who joins before {drawDate}.</Trans>
          </Text>
        )}
        <Text fz="sm">
          <Trans>We emailed {email} a link to see your place or leave the list.</Trans>
        </Text>
        <Button size="xs" variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
