import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { MAX_SECTION_ITEMS } from '@marquee/core';
import { ItemList } from '../item-list';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** Questions and answers, in the order buyers read them. */
export function FaqEditor({ index, section }: TEditorProps<'faq'>) {
  const { t } = useLingui();
  const { form } = useDesigner();
  const path = `${sectionPath(index)}.items`;
  const itemName = (item: number) => {
    const number = item + 1;
    return t`Question ${number}`;
  };
  return (
    <ItemList
      form={form}
      path={path}
      count={section.items.length}
      max={MAX_SECTION_ITEMS}
      newItem={() => ({ question: '', answer: '' })}
      itemName={itemName}
      hasContent={(item) => Boolean(section.items[item]?.question.trim() || section.items[item]?.answer.trim())}
      addLabel={t`Add a question`}
      emptyText={t`No questions yet.`}
      renderItem={(item) => (
        <>
          <TextInput label={t`Question`} required maxLength={300} {...form.getInputProps(`${path}.${item}.question`)} />
          <Textarea
            label={t`Answer`}
            description={t`Plain text; an empty line starts a new paragraph.`}
            required
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
            {...form.getInputProps(`${path}.${item}.answer`)}
          />
        </>
      )}
    />
  );
}
