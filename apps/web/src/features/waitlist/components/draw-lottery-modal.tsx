import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TWaitlistPriceStats } from '@marquee/core';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { priceTitle } from '../lib/waitlist-list';

type TDrawLotteryModalProps = {
  price: TWaitlistPriceStats | null;
  /** The event's lottery time: entries that joined before it take part. */
  lotteryUntil: string | null;
  isPending: boolean;
  onSubmit: (input: { product_price_id: string; seed?: string }) => void;
  onClose: () => void;
};

/**
 * Draws a price's lottery now. It happens once: the drawn order then decides who is offered first. A seed chosen
 * (and announced) beforehand lets anyone check the draw; without one the server picks and records a random seed.
 */
export function DrawLotteryModal({ price, lotteryUntil, isPending, onSubmit, onClose }: TDrawLotteryModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={price !== null} onClose={onClose} title={t`Draw the lottery`} centered>
      {price ? (
        <DrawLotteryForm
          key={price.product_price_id}
          price={price}
          lotteryUntil={lotteryUntil}
          isPending={isPending}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function DrawLotteryForm({
  price,
  lotteryUntil,
  isPending,
  onSubmit,
  onClose,
}: Omit<TDrawLotteryModalProps, 'price'> & { price: TWaitlistPriceStats }) {
  const { t } = useLingui();
  const formatTime = useFormatDisplayTime();
  const form = useForm({ mode: 'controlled', initialValues: { seed: '' } });
  const title = priceTitle(price);
  const until = lotteryUntil ? formatTime(lotteryUntil, { withZone: true }) : '';
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const seed = values.seed.trim();
        onSubmit({ product_price_id: price.product_price_id, ...(seed ? { seed } : {}) });
      })}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Everyone who joined the waiting list for {title} before {until} is put in a random order, once. Offers then
            follow that order; people who joined later come after them, in the order they joined.
          </Trans>
        </Text>
        <TextInput
          label={t`Seed (optional)`}
          description={t`Any text. The same seed always gives the same order, so announcing it beforehand lets anyone check the draw. Leave it empty for a random one.`}
          maxLength={100}
          {...form.getInputProps('seed')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isPending}>
            <Trans>Draw now</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
