import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, parseMajorAmount } from '@marquee/core';
import { IconFilterOff } from '@tabler/icons-react';
import { CreatedRangeFilter } from '../../../components/data-list/created-range-filter';
import { useState } from 'react';
import { canonicalAmount } from '../../../lib/money-text';
import { useMoneyInput } from '../../../lib/use-money-input';
import { useOrderStatusLabel } from '../hooks/use-order-status-label';
import {
  CHECKOUT_ORDER_STATUSES,
  LISTED_ORDER_STATUSES,
  type TOrderFilterKey,
  type TOrderListState,
} from '../lib/order-list-query';
import { SearchableSelect } from '../../../components/searchable-select';

type TOrderListFiltersProps = {
  filters: TOrderListState['filters'];
  currency: string;
  onChange: (filters: Partial<Record<TOrderFilterKey, string | null>>) => void;
  onClear: (() => void) | null;
  /** The organizer's events, to narrow the organizer-wide list to one. */
  events?: { value: string; label: string }[];
  /** The event's promo codes and affiliates (codes), to narrow an event's list to one of them. */
  promoCodes?: string[];
  affiliateCodes?: string[];
};

/**
 * A money bound typed in the viewer's format, applied when it parses (on blur or Enter), with an error otherwise.
 * The URL keeps it in the canonical form (decision 159), so the input shows and reads it in the viewer's.
 */
function AmountFilter({
  label,
  value,
  currency,
  onApply,
}: {
  label: string;
  value: string | undefined;
  currency: string;
  onApply: (value: string | null) => void;
}) {
  const amountInput = useMoneyInput();
  const [text, setText] = useState(() => {
    const minor = value ? parseMajorAmount(value, currency) : null;
    return minor === null ? (value ?? '') : amountInput.format(minor, currency);
  });
  const parsed = amountInput.parse(text, currency);
  const problem = !parsed.ok && parsed.reason !== 'empty' ? parsed.reason : null;
  const apply = () => {
    if (problem) return;
    const next = parsed.ok ? canonicalAmount(parsed.minor, currency) : null;
    if (next !== (value ?? null)) onApply(next);
  };
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder={currency}
      value={text}
      error={problem ? amountInput.problemText(problem, currency) : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/** Status, payment status, refund status, created date range and total range of the orders lists. */
export function OrderListFilters({
  filters,
  currency,
  onChange,
  onClear,
  events,
  promoCodes,
  affiliateCodes,
}: TOrderListFiltersProps) {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  const options = (values: readonly (typeof LISTED_ORDER_STATUSES)[number][] | readonly string[]) =>
    values.map((value) => ({ value, label: statusLabel(value as never) }));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
      {events ? (
        <SearchableSelect
          label={t`Event`}
          placeholder={t`Any`}
          clearable
          data={events}
          value={filters.event_id ?? null}
          onChange={(value) => onChange({ event_id: value })}
        />
      ) : null}
      <Select
        label={t`Status`}
        placeholder={t`Any`}
        clearable
        data={options([...LISTED_ORDER_STATUSES, ...CHECKOUT_ORDER_STATUSES])}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: value })}
      />
      <Select
        label={t`Payment status`}
        placeholder={t`Any`}
        clearable
        data={options(ORDER_PAYMENT_STATUSES)}
        value={filters.payment_status ?? null}
        onChange={(value) => onChange({ payment_status: value })}
      />
      <Select
        label={t`Refund status`}
        placeholder={t`Any`}
        clearable
        data={options(ORDER_REFUND_STATUSES)}
        value={filters.refund_status ?? null}
        onChange={(value) => onChange({ refund_status: value })}
      />
      {promoCodes && promoCodes.length > 0 ? (
        <SearchableSelect
          label={t`Promo code`}
          placeholder={t`Any`}
          clearable
          data={promoCodes}
          value={filters.promo_code ?? null}
          onChange={(value) => onChange({ promo_code: value })}
        />
      ) : null}
      {affiliateCodes && affiliateCodes.length > 0 ? (
        <SearchableSelect
          label={t`Affiliate`}
          placeholder={t`Any`}
          clearable
          data={affiliateCodes}
          value={filters.affiliate_code ?? null}
          onChange={(value) => onChange({ affiliate_code: value })}
        />
      ) : null}
      <CreatedRangeFilter filters={filters} onChange={onChange} />
      <AmountFilter
        key={`min-${filters.total_min ?? ''}`}
        label={t`Total from`}
        value={filters.total_min}
        currency={currency}
        onApply={(value) => onChange({ total_min: value })}
      />
      <AmountFilter
        key={`max-${filters.total_max ?? ''}`}
        label={t`Total up to`}
        value={filters.total_max}
        currency={currency}
        onApply={(value) => onChange({ total_max: value })}
      />
      {onClear ? (
        <Group align="flex-end">
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t`Clear filters`}
          </Button>
        </Group>
      ) : null}
    </SimpleGrid>
  );
}
