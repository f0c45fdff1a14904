import { Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { EVENT_CATEGORIES, type TEventCategory } from '@marquee/core';
import { useRef, type KeyboardEvent } from 'react';
import { EVENT_CATEGORY_ICONS, useEventLabels } from '../hooks/use-event-labels';
import classes from './category-tiles.module.css';

type TCategoryTilesProps = {
  value: TEventCategory | null;
  onChange: (category: TEventCategory) => void;
  error?: React.ReactNode;
  label: string;
};

/** Reference §2.3: the category as a grid of tiles, a radio group (arrow keys move and choose). */
export function CategoryTiles({ value, onChange, error, label }: TCategoryTilesProps) {
  const labels = useEventLabels();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = value ? EVENT_CATEGORIES.indexOf(value) : 0;

  function handleKey(event: KeyboardEvent, index: number) {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + EVENT_CATEGORIES.length) % EVENT_CATEGORIES.length;
    const category = EVENT_CATEGORIES[next];
    if (category) onChange(category);
    refs.current[next]?.focus();
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="category-tiles-label">
        {label}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <SimpleGrid
        cols={{ base: 3, xs: 5 }}
        spacing={6}
        role="radiogroup"
        aria-labelledby="category-tiles-label"
        aria-required
      >
        {EVENT_CATEGORIES.map((category, index) => {
          const Icon = EVENT_CATEGORY_ICONS[category];
          const isChecked = value === category;
          return (
            <UnstyledButton
              key={category}
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="radio"
              aria-checked={isChecked}
              tabIndex={index === focusIndex ? 0 : -1}
              className={classes.tile}
              data-checked={isChecked || undefined}
              onClick={() => onChange(category)}
              onKeyDown={(event) => handleKey(event, index)}
            >
              <Icon size={22} aria-hidden />
              <Text size="xs" fw={700} ta="center" lh={1.2}>
                {labels.category(category)}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {error ? <Input.Error>{error}</Input.Error> : null}
    </Stack>
  );
}
