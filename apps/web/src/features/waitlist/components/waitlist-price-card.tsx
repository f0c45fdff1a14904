import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatNumber, type TWaitlistPriceStats } from '@marquee/core';
import { IconArrowsShuffle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InfoTip } from '../../../components/info-tip';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { useDurationText } from '../hooks/use-duration-text';
import { priceTitle } from '../lib/waitlist-list';

type TWaitlistPriceCardProps = {
  price: TWaitlistPriceStats;
  currency: string;
  canDraw: boolean;
  onOfferNext: () => void;
  onDraw: () => void;
};

function Figure({
  label,
  value,
  secondary,
  hint,
}: {
  label: string;
  value: string;
  secondary?: string;
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={0} miw={0}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} truncate>
          {label}
        </Text>
        {hint ? <InfoTip label={t`About ${label}`}>{hint}</InfoTip> : null}
      </Group>
      <Text fw={800} fz="lg">
        {value}
      </Text>
      {secondary ? (
        <Text size="xs" c="dimmed">
          {secondary}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One price's waiting list at a glance (§14 per-price stats), with "Offer next…" and, when due, "Draw lottery". */
export function WaitlistPriceCard({ price, currency, canDraw, onOfferNext, onDraw }: TWaitlistPriceCardProps) {
  const { t, i18n } = useLingui();
  const duration = useDurationText();
  const formatTime = useFormatDisplayTime();
  const count = (value: number) => formatNumber(value, i18n.locale);
  const title = priceTitle(price);
  const purchased = count(price.purchased);
  const expired = count(price.expired);
  const drawnAt = price.lottery_drawn_at ? formatTime(price.lottery_drawn_at) : null;
  const badges: ReactNode[] = [
    <Badge key="mode" variant="light" color={price.processing_mode === 'AUTOMATIC' ? 'teal' : 'gray'}>
      {price.processing_mode === 'AUTOMATIC' ? t`Automatic offers` : t`Manual offers`}
    </Badge>,
  ];
  if (!price.waitlist_enabled)
    badges.push(
      <Badge key="off" variant="outline" color="gray">
        {t`List closed to new people`}
      </Badge>,
    );
  return (
    <Card withBorder radius="lg" padding="md" data-testid="waitlist-price-card" data-price-id={price.product_price_id}>
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Title order={2} fz="lg" fw={800} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap="xs">{badges}</Group>
        </Stack>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <Figure
            label={t`Waiting`}
            value={count(price.waiting_people)}
            secondary={plural(price.waiting_tickets, { one: '# ticket', other: '# tickets' })}
            hint={t`People in line now, and the tickets they asked for in total.`}
          />
          <Figure
            label={t`Offers open`}
            value={count(price.offers_outstanding)}
            secondary={plural(price.offered_tickets, { one: '# ticket held', other: '# tickets held' })}
            hint={t`Offers sent and not yet answered: their tickets are held until the offer ends.`}
          />
          <Figure
            label={t`Conversion`}
            value={
              price.conversion_rate === null
                ? '—'
                : formatNumber(price.conversion_rate, i18n.locale, { style: 'percent', maximumFractionDigits: 0 })
            }
            secondary={t`${purchased} bought · ${expired} expired`}
            hint={t`Of the offers that ended, the share that were bought.`}
          />
          <Figure
            label={t({ message: 'Available', context: 'tickets free for sale' })}
            value={price.available === null ? t`Unlimited` : count(price.available)}
            hint={t`Tickets free for sale now, after the tickets held for open offers.`}
          />
          <Figure
            label={t`If all were seated`}
            value={formatMoney(price.revenue_if_all_seated, currency, i18n.locale)}
            hint={t`What the tickets everyone waiting asked for would bring at this price.`}
          />
          <Figure
            label={t`Hold time`}
            value={duration(price.offer_timeout_minutes)}
            hint={t`How long an offer holds its tickets. Offers made close to the event are shorter.`}
          />
        </SimpleGrid>
        {drawnAt ? (
          <Text size="xs" c="dimmed">
            <Trans>Lottery drawn {drawnAt}.</Trans>
          </Text>
        ) : null}
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            disabled={price.waiting_people === 0}
            onClick={onOfferNext}
          >
            {/* The tier is heard after the words seen, so a spoken command matches the visible label (WCAG 2.5.3). */}
            <Trans>Offer next…</Trans>
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
          {canDraw ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsShuffle size={14} aria-hidden />}
              onClick={onDraw}
            >
              <Trans>Draw lottery</Trans>
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
