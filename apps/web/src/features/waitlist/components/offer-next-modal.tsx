import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_WAITLIST_OFFER_COUNT, type TWaitlistPriceStats } from '@marquee/core';
import { priceTitle } from '../lib/waitlist-list';

type TOfferNextModalProps = {
  /** The price whose next entries are offered; null keeps the modal closed. */
  price: TWaitlistPriceStats | null;
  isPending: boolean;
  onSubmit: (input: { product_price_id: string; count: number }) => void;
  onClose: () => void;
};

/**
 * "Offer next…": how many of the next people in line of one price get an offer now (1 to 50), and whether offers also
 * go out by themselves (the price's processing mode: the product's, else the event's `waitlist_auto_process`).
 */
export function OfferNextModal({ price, isPending, onSubmit, onClose }: TOfferNextModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={price !== null} onClose={onClose} title={t`Offer tickets to the next in line`} centered>
      {price ? (
        <OfferNextForm
          key={price.product_price_id}
          price={price}
          isPending={isPending}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function OfferNextForm({
  price,
  isPending,
  onSubmit,
  onClose,
}: Omit<TOfferNextModalProps, 'price'> & { price: TWaitlistPriceStats }) {
  const { t } = useLingui();
  const max = MAX_WAITLIST_OFFER_COUNT;
  const form = useForm<{ count: number | string }>({
    mode: 'controlled',
    initialValues: { count: 1 },
    validate: {
      count: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
          ? null
          : t`Enter a whole number from 1 to ${max}.`,
    },
  });
  const title = priceTitle(price);
  const waiting = price.waiting_people;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({ product_price_id: price.product_price_id, count: Number(values.count) }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The next people waiting for {title} each get an offer for the tickets they asked for, held for them until
            the offer ends. {waiting} waiting now.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed" data-testid="offer-processing-mode">
          {price.processing_mode === 'AUTOMATIC' ? (
            <Trans>Automatic offers are on: freed tickets are offered to the next person without you.</Trans>
          ) : (
            <Trans>Automatic offers are off: people get an offer only when you send one.</Trans>
          )}
        </Text>
        <NumberInput
          label={t`How many people`}
          description={t`From 1 to ${max} at a time. People whose quantity is not free are skipped.`}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          withAsterisk
          {...form.getInputProps('count')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isPending}>
            <Trans>Send offers</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
