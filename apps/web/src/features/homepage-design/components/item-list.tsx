import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { confirmAction } from '../../../lib/confirm';
import type { TDesignForm } from '../hooks/use-homepage-design-form';
import { useListKeys } from '../hooks/use-list-keys';
import { focusAfterMove } from '../lib/focus-after-move';
import { MoveButtons } from './move-buttons';

const FIRST_FIELD = 'input, textarea';

type TItemListProps = {
  form: TDesignForm;
  /** The list's path in the form: `homepage_sections.3.items`. */
  path: string;
  count: number;
  max: number;
  newItem: () => unknown;
  /** "Question 2": names the item's buttons for screen readers. */
  itemName: (index: number) => string;
  /** Whether removing the item loses something written (then it asks first). */
  hasContent: (index: number) => boolean;
  addLabel: string;
  emptyText: ReactNode;
  renderItem: (index: number) => ReactNode;
};

/** The items of a section (questions, speakers…): each in a card with move and remove buttons, and one to add. */
export function ItemList(props: TItemListProps) {
  const { t } = useLingui();
  const { form, path, count, max } = props;
  const list = useRef<HTMLDivElement>(null);
  const keys = useListKeys(count);

  const removeLabel = (name: string) => t`Remove ${name}`;

  function move(index: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    form.reorderListItem(path, { from: index, to });
    keys.swapped(index, to);
    focusAfterMove(list.current, keys.keys[index]!, direction);
  }

  async function remove(index: number) {
    const name = props.itemName(index);
    if (props.hasContent(index)) {
      const isConfirmed = await confirmAction({
        title: t`Remove ${name}?`,
        message: t`What you wrote in it goes too. Nothing changes for buyers until you publish.`,
        confirmLabel: t`Remove`,
        isDanger: true,
      });
      if (!isConfirmed) return;
    }
    form.removeListItem(path, index);
    keys.removed(index);
  }

  function add() {
    form.insertListItem(path, props.newItem());
    keys.added();
    // The new card's first field takes the focus, ready to type.
    requestAnimationFrame(() => {
      const cards = list.current?.querySelectorAll<HTMLElement>('[data-item]');
      cards?.[cards.length - 1]?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    });
  }

  return (
    <Stack gap="sm" ref={list}>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      ) : null}
      {keys.keys.map((key, index) => (
        <Paper key={key} withBorder radius="md" p="sm" data-item data-move-key={key}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {props.itemName(index)}
              </Text>
              <Group gap={2} wrap="nowrap">
                <MoveButtons
                  name={props.itemName(index)}
                  index={index}
                  count={count}
                  onMove={(direction) => move(index, direction)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(props.itemName(index))}
                  onClick={() => void remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {props.renderItem(index)}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          disabled={count >= max}
        >
          {props.addLabel}
        </Button>
        {count >= max ? (
          <Text size="xs" c="dimmed">
            <Trans>This section holds at most {max} items.</Trans>
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
