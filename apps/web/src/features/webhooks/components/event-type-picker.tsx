import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Code, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_TYPE_GROUPS, WEBHOOK_EVENT_TYPES, type TWebhookEventType } from '@marquee/core';
import { useId, type ReactNode } from 'react';
import { useWebhookLabels, type TEventTypeGroup } from '../lib/webhook-labels';

type TEventTypePickerProps = {
  value: TWebhookEventType[];
  onChange: (types: TWebhookEventType[]) => void;
  error?: ReactNode;
};

/** Keeps the catalogue's order whatever order the boxes were ticked in. */
const inCatalogueOrder = (types: Set<TWebhookEventType>) => WEBHOOK_EVENT_TYPES.filter((type) => types.has(type));

/**
 * The event types an endpoint receives, grouped by resource: each group has a box that selects or clears the
 * whole group (indeterminate while only some are chosen), each type says when it is sent.
 */
export function EventTypePicker({ value, onChange, error }: TEventTypePickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const chosen = new Set(value);
  const setTypes = (types: readonly TWebhookEventType[], isOn: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (isOn) next.add(type);
      else next.delete(type);
    }
    onChange(inCatalogueOrder(next));
  };
  const count = value.length;
  const total = WEBHOOK_EVENT_TYPES.length;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Input.Label id={labelId} required component="span">
          {t`Events to send`}
        </Input.Label>
        <Group gap={4}>
          <Text size="xs" c="dimmed" aria-live="polite">
            <Trans>
              {count} of {total} selected
            </Trans>
          </Text>
          <Button variant="subtle" size="compact-xs" onClick={() => onChange([...WEBHOOK_EVENT_TYPES])}>
            <Trans>Select all</Trans>
          </Button>
          <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange([])} disabled={count === 0}>
            <Trans>Clear</Trans>
          </Button>
        </Group>
      </Group>
      {error ? (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {WEBHOOK_EVENT_TYPE_GROUPS.map((group) => (
          <EventTypeGroup
            key={group.resource}
            group={group}
            chosen={chosen}
            onToggle={setTypes}
            isInvalid={Boolean(error)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function EventTypeGroup({
  group,
  chosen,
  onToggle,
  isInvalid,
}: {
  group: TEventTypeGroup;
  chosen: Set<TWebhookEventType>;
  onToggle: (types: readonly TWebhookEventType[], isOn: boolean) => void;
  isInvalid: boolean;
}) {
  const labels = useWebhookLabels();
  const selected = group.types.filter((type) => chosen.has(type)).length;
  const isAll = selected === group.types.length;
  return (
    <Paper withBorder radius="md" p="sm" style={isInvalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      <Checkbox
        label={<Text fw={700}>{labels.group(group.resource)}</Text>}
        checked={isAll}
        indeterminate={selected > 0 && !isAll}
        onChange={() => onToggle(group.types, !isAll)}
        data-testid={`event-type-group-${group.resource}`}
      />
      <Stack gap={6} mt="xs" pl={30} role="group" aria-label={labels.group(group.resource)}>
        {group.types.map((type) => (
          <Checkbox
            key={type}
            size="sm"
            value={type}
            label={<Code fz="xs">{type}</Code>}
            description={labels.typeDescription(type)}
            checked={chosen.has(type)}
            onChange={(event) => onToggle([type], event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
