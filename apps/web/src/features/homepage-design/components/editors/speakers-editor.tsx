import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { MAX_SECTION_ITEMS } from '@marquee/core';
import { optionalTextProps } from '../../lib/input-props';
import { ItemList } from '../item-list';
import { PictureField } from '../picture-field';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** The line-up: each speaker's photo, name, role and link. */
export function SpeakersEditor({ index, section }: TEditorProps<'speakers'>) {
  const { t } = useLingui();
  const { form } = useDesigner();
  const path = `${sectionPath(index)}.items`;
  const itemName = (item: number) => {
    const name = section.items[item]?.name.trim();
    const number = item + 1;
    return name || t`Speaker ${number}`;
  };
  return (
    <ItemList
      form={form}
      path={path}
      count={section.items.length}
      max={MAX_SECTION_ITEMS}
      newItem={() => ({ name: '', role: null, image_id: null, link: null })}
      itemName={itemName}
      hasContent={(item) => {
        const speaker = section.items[item];
        return Boolean(speaker && (speaker.name.trim() || speaker.role || speaker.image_id || speaker.link));
      }}
      addLabel={t`Add a speaker`}
      emptyText={t`No speakers yet.`}
      renderItem={(item) => (
        <>
          <PictureField
            label={t`Photo`}
            itemName={itemName(item)}
            value={section.items[item]?.image_id ?? null}
            onChange={(imageId) => form.setFieldValue(`${path}.${item}.image_id`, imageId)}
            error={form.errors[`${path}.${item}.image_id`]}
          />
          <TextInput label={t`Name`} required maxLength={120} {...form.getInputProps(`${path}.${item}.name`)} />
          <TextInput
            label={t({ message: 'Role', context: 'speaker role' })}
            placeholder={t`Keynote, Chair, DJ…`}
            maxLength={120}
            {...optionalTextProps(form, `${path}.${item}.role`)}
          />
          <TextInput
            label={t`Link`}
            placeholder="https://"
            type="url"
            maxLength={500}
            {...optionalTextProps(form, `${path}.${item}.link`)}
          />
        </>
      )}
    />
  );
}
