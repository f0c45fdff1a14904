import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Radio, Stack } from '@mantine/core';
import { MAX_PER_PAGE, WEBHOOK_MAX_EVENT_FILTER } from '@marquee/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useEvents } from '../../events';

type TWebhookEventsFieldProps = {
  organizerId: string;
  scope: 'ALL' | 'SOME';
  onScopeChange: (scope: 'ALL' | 'SOME') => void;
  eventIds: string[];
  onEventIdsChange: (eventIds: string[]) => void;
  error?: ReactNode;
};

/**
 * An organizer endpoint's events: all of them (those created later too) or a chosen few. The first page of
 * events is offered at once; an organizer with more is searched on the server as one types.
 */
export function WebhookEventsField({
  organizerId,
  scope,
  onScopeChange,
  eventIds,
  onEventIdsChange,
  error,
}: TWebhookEventsFieldProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  // Read only once events are to be chosen: "All events" needs no list.
  const first = useEvents({ organizerId, page: 1, perPage: MAX_PER_PAGE, query: '' }, { enabled: scope === 'SOME' });
  const hasMore = (first.data?.meta.total ?? 0) > MAX_PER_PAGE;
  const found = useEvents(
    { organizerId, page: 1, perPage: MAX_PER_PAGE, query },
    { enabled: scope === 'SOME' && hasMore && query !== '' },
  );
  // Titles of the events picked, so a chosen one keeps its name when a later search no longer lists it.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const titles: Record<string, string> = { ...picked };
  for (const event of [...(first.data?.data ?? []), ...(found.data?.data ?? [])]) titles[event.id] = event.title;
  const listed = query && hasMore ? (found.data?.data ?? []) : (first.data?.data ?? []);
  const optionIds = [...new Set([...eventIds, ...listed.map((event) => event.id)])];
  const data = optionIds.map((id) => ({
    value: id,
    label: titles[id] ?? (first.isPending ? t`Loading events…` : t`Event not found`),
  }));

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t`Events`}
        description={t`Which of this organizer's events send to this endpoint.`}
        value={scope}
        onChange={(value) => onScopeChange(value === 'SOME' ? 'SOME' : 'ALL')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="ALL" label={t`All events`} description={t`Including events created later.`} />
          <Radio value="SOME" label={t`Only the events I choose`} />
        </Stack>
      </Radio.Group>
      {scope === 'SOME' ? (
        <MultiSelect
          label={t`Chosen events`}
          placeholder={eventIds.length === 0 ? t`Search events` : undefined}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={eventIds}
          onChange={(ids) => {
            setPicked((current) => ({ ...current, ...Object.fromEntries(ids.map((id) => [id, titles[id] ?? ''])) }));
            onEventIdsChange(ids);
          }}
          maxValues={WEBHOOK_MAX_EVENT_FILTER}
          nothingFoundMessage={first.isLoading || found.isFetching ? t`Loading events…` : t`No events match.`}
          error={error}
          hidePickedOptions
          comboboxProps={{ shadow: 'md' }}
        />
      ) : null}
    </Stack>
  );
}
