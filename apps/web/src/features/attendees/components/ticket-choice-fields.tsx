import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import type { TProduct } from '@marquee/core';
import type { ReactNode } from 'react';
import { SearchableSelect } from '../../../components/searchable-select';

type TProps = {
  /** The event's ticket products that have at least one price. */
  tickets: TProduct[];
  productId: string;
  priceId: string;
  productError?: ReactNode;
  priceError?: ReactNode;
  /** A new product comes with its first price chosen. */
  onChange: (choice: { productId: string; priceId: string }) => void;
  isAutoFocused?: boolean;
};

/**
 * The ticket and, for a tiered ticket, the tier an attendee holds (adding one, or moving one to another
 * ticket). Sold-out choices are marked, not disabled: the server decides, and a move within one capacity
 * assignment gives its place back first.
 */
export function TicketChoiceFields({
  tickets,
  productId,
  priceId,
  productError,
  priceError,
  onChange,
  isAutoFocused,
}: TProps) {
  const { t } = useLingui();
  const product = tickets.find((ticket) => ticket.id === productId);
  const hasTiers = (product?.prices.length ?? 0) > 1;
  const soldOut = (label: string, available: number | null) => (available === 0 ? t`${label} (sold out)` : label);
  return (
    <SimpleGrid cols={{ base: 1, xs: hasTiers ? 2 : 1 }} spacing="sm">
      <SearchableSelect
        label={t`Ticket`}
        withAsterisk
        allowDeselect={false}
        data-autofocus={isAutoFocused || undefined}
        data={tickets.map((ticket) => ({ value: ticket.id, label: soldOut(ticket.title, ticket.quantity_available) }))}
        value={productId || null}
        error={productError}
        onChange={(value) => {
          const chosen = tickets.find((ticket) => ticket.id === value);
          onChange({ productId: value ?? '', priceId: chosen?.prices[0]?.id ?? '' });
        }}
      />
      {hasTiers && product ? (
        <Select
          label={t`Tier`}
          withAsterisk
          allowDeselect={false}
          data={product.prices.map((price) => ({
            value: price.id,
            label: soldOut(price.label ?? t`Standard`, price.quantity_available),
          }))}
          value={priceId || null}
          error={priceError}
          onChange={(value) => onChange({ productId, priceId: value ?? '' })}
        />
      ) : null}
    </SimpleGrid>
  );
}
