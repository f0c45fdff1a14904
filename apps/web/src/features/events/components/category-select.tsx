import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { EVENT_CATEGORIES } from '@marquee/core';
import { useEventLabels } from '../hooks/use-event-labels';

/** The event categories, named in the reader's language. */
export function CategorySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useLingui();
  const labels = useEventLabels();
  return (
    <Select
      label={t`Category`}
      data={EVENT_CATEGORIES.map((category) => ({ value: category, label: labels.category(category) }))}
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
