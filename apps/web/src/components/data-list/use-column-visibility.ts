import { useLocalStorage } from '@mantine/hooks';
import type { TListColumn } from './list-table';

/**
 * What a person changed from a list's defaults; every column not named follows its default, so a column
 * added later shows or hides as designed (docs/decisions/095-list-column-visibility.md).
 */
type TColumnChoices = { hidden: string[]; shown: string[] };

const NO_CHOICES: TColumnChoices = { hidden: [], shown: [] };
const STORAGE_PREFIX = 'marquee.columns.';

const stringsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored value from any older version, or garbage: what cannot be read counts as no choice. */
export function readColumnChoices(raw: string | undefined): TColumnChoices {
  if (!raw) return NO_CHOICES;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NO_CHOICES;
    const { hidden, shown } = value as Partial<Record<keyof TColumnChoices, unknown>>;
    return { hidden: stringsIn(hidden), shown: stringsIn(shown) };
  } catch {
    return NO_CHOICES;
  }
}

export type TColumnToggle = { key: string; label: string; isVisible: boolean };

/**
 * Which of a list's columns are on screen, kept in this browser's localStorage under `marquee.columns.{listId}`.
 * Only hideable columns (`canHide`) are offered and ever hidden, so the identifying column always stays;
 * stored keys of columns this list does not have (removed ones, or the other scope's of a shared list) are
 * ignored and kept.
 */
export function useColumnVisibility<TRow>(listId: string, columns: TListColumn<TRow>[]) {
  const [choices, setChoices, clearChoices] = useLocalStorage<TColumnChoices>({
    key: STORAGE_PREFIX + listId,
    defaultValue: NO_CHOICES,
    // The back office is client-rendered: read the stored value before the first paint, no flash of defaults.
    getInitialValueInEffect: false,
    deserialize: readColumnChoices,
  });

  const isVisible = (column: TListColumn<TRow>) => {
    if (!column.canHide) return true;
    return column.isHiddenByDefault ? choices.shown.includes(column.key) : !choices.hidden.includes(column.key);
  };
  const toggles: TColumnToggle[] = columns.flatMap((column) =>
    column.canHide ? [{ key: column.key, label: column.header, isVisible: isVisible(column) }] : [],
  );
  const isDefault = columns.every((column) => !column.canHide || isVisible(column) === !column.isHiddenByDefault);

  const setVisible = (key: string, visible: boolean) => {
    const column = columns.find((candidate) => candidate.key === key);
    if (!column?.canHide) return;
    setChoices((current) => {
      const hidden = current.hidden.filter((other) => other !== key);
      const shown = current.shown.filter((other) => other !== key);
      if (visible === Boolean(column.isHiddenByDefault)) (visible ? shown : hidden).push(key);
      return { hidden, shown };
    });
  };

  return { visibleColumns: columns.filter(isVisible), toggles, isDefault, setVisible, reset: clearChoices };
}

export type TColumnVisibility = ReturnType<typeof useColumnVisibility>;
