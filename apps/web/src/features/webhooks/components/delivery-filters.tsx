import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPE_GROUPS } from '@marquee/core';
import { IconFilterOff } from '@tabler/icons-react';
import { CreatedRangeFilter } from '../../../components/data-list/created-range-filter';
import type { TDeliveryFilterKey, TDeliveryFilters } from '../lib/delivery-list-query';
import { useWebhookLabels } from '../lib/webhook-labels';

type TDeliveryFiltersProps = {
  filters: TDeliveryFilters;
  onChange: (filters: Partial<Record<TDeliveryFilterKey, string | null>>) => void;
  onClear: (() => void) | null;
};

/** Status, event type and the days the deliveries were created on. */
export function DeliveryFilters({ filters, onChange, onClear }: TDeliveryFiltersProps) {
  const { t } = useLingui();
  const labels = useWebhookLabels();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
      <Select
        label={t`Status`}
        placeholder={t`Any`}
        clearable
        data={WEBHOOK_DELIVERY_STATUSES.map((value) => ({ value, label: labels.deliveryStatus(value) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: value })}
      />
      <Select
        label={t`Event type`}
        placeholder={t`Any`}
        clearable
        searchable
        data={WEBHOOK_EVENT_TYPE_GROUPS.map((group) => ({
          group: labels.group(group.resource),
          items: [...group.types],
        }))}
        value={filters.event_type ?? null}
        onChange={(value) => onChange({ event_type: value })}
        comboboxProps={{ shadow: 'md' }}
      />
      <CreatedRangeFilter filters={filters} onChange={onChange} />
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
