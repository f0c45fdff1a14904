import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { MAX_SECTION_ITEMS } from '@marquee/core';
import { optionalTextProps } from '../../lib/input-props';
import { ItemList } from '../item-list';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** The programme: a time as the organizer writes it, a title and an optional description. */
export function ScheduleEditor({ index, section }: TEditorProps<'schedule'>) {
  const { t } = useLingui();
  const { form } = useDesigner();
  const path = `${sectionPath(index)}.items`;
  const itemName = (item: number) => {
    const number = item + 1;
    return t`Slot ${number}`;
  };
  return (
    <ItemList
      form={form}
      path={path}
      count={section.items.length}
      max={MAX_SECTION_ITEMS}
      newItem={() => ({ time: '', title: '', description: null })}
      itemName={itemName}
      hasContent={(item) => {
        const slot = section.items[item];
        return Boolean(slot && (slot.time.trim() || slot.title.trim() || slot.description?.trim()));
      }}
      addLabel={t`Add a slot`}
      emptyText={t`Nothing on the programme yet.`}
      renderItem={(item) => (
        <>
          <TextInput
            label={t`Time`}
            description={t`As you want it shown, in the event's time: 09:30, or Day 2, 14:00–15:00.`}
            maxLength={60}
            {...form.getInputProps(`${path}.${item}.time`)}
          />
          <TextInput label={t`Title`} required maxLength={200} {...form.getInputProps(`${path}.${item}.title`)} />
          <Textarea
            label={t`Description`}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            {...optionalTextProps(form, `${path}.${item}.description`)}
          />
        </>
      )}
    />
  );
}
