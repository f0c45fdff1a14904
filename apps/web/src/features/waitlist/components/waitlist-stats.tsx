import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatNumber, type TWaitlistPriceStats, type TWaitlistStats } from '@marquee/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import type { useWaitlistCommands } from '../hooks/use-waitlist-commands';
import { canDrawLottery, pricesWithActivity } from '../lib/waitlist-list';
import { DrawLotteryModal } from './draw-lottery-modal';
import { OfferNextModal } from './offer-next-modal';
import { WaitlistPriceCard } from './waitlist-price-card';

type TWaitlistStatsProps = {
  stats: { data: TWaitlistStats | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  commands: ReturnType<typeof useWaitlistCommands>;
};

/** The totals in one line, then a card per price anyone waits for (or waited for), with its actions. */
export function WaitlistStatsSection({ stats, commands }: TWaitlistStatsProps) {
  const { t } = useLingui();
  const [offering, setOffering] = useState<TWaitlistPriceStats | null>(null);
  const [drawing, setDrawing] = useState<TWaitlistPriceStats | null>(null);
  if (stats.isError && stats.error) {
    return (
      <LoadError
        title={<Trans>We couldn't load the waiting-list figures</Trans>}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const data = stats.data;
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label={t`Loading the figures`}>
        <Skeleton h={220} radius="lg" />
        <Skeleton h={220} radius="lg" visibleFrom="sm" />
      </SimpleGrid>
    );
  }
  const prices = pricesWithActivity(data.prices);
  return (
    <>
      <WaitlistTotals totals={data.totals} />
      {prices.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {prices.map((price) => (
            <WaitlistPriceCard
              key={price.product_price_id}
              price={price}
              currency={data.currency}
              canDraw={canDrawLottery(data.settings, price)}
              onOfferNext={() => setOffering(price)}
              onDraw={() => setDrawing(price)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <OfferNextModal
        price={offering}
        isPending={commands.isOffering}
        onClose={() => setOffering(null)}
        onSubmit={(body) => commands.offer(body, { onSuccess: () => setOffering(null) })}
      />
      <DrawLotteryModal
        price={drawing}
        lotteryUntil={data.settings.waitlist_lottery_until}
        isPending={commands.isDrawing}
        onClose={() => setDrawing(null)}
        onSubmit={(body) => commands.draw(body, { onSuccess: () => setDrawing(null) })}
      />
    </>
  );
}

function WaitlistTotals({ totals }: { totals: TWaitlistStats['totals'] }) {
  const { i18n } = useLingui();
  const percent =
    totals.conversion_rate === null
      ? null
      : formatNumber(totals.conversion_rate, i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const items = [
    plural(totals.waiting_people, { one: '# person waiting', other: '# people waiting' }),
    plural(totals.waiting_tickets, { one: '# ticket asked for', other: '# tickets asked for' }),
    plural(totals.offers_outstanding, { one: '# open offer', other: '# open offers' }),
    plural(totals.purchased, { one: '# bought from an offer', other: '# bought from offers' }),
  ];
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="waitlist-totals">
      <Group gap="lg" wrap="wrap">
        {items.map((item) => (
          <Text key={item} size="sm" fw={600}>
            {item}
          </Text>
        ))}
        {percent ? (
          <Text size="sm" fw={600}>
            <Trans>{percent} of ended offers bought</Trans>
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
