import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { MAX_SECTION_ITEMS } from '@marquee/core';
import { optionalTextProps } from '../../lib/input-props';
import { ItemList } from '../item-list';
import { PictureField } from '../picture-field';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** Sponsors: a logo, a name (the logo's text for screen readers) and a link. */
export function SponsorsEditor({ index, section }: TEditorProps<'sponsors'>) {
  const { t } = useLingui();
  const { form } = useDesigner();
  const path = `${sectionPath(index)}.items`;
  const itemName = (item: number) => {
    const name = section.items[item]?.name.trim();
    const number = item + 1;
    return name || t`Sponsor ${number}`;
  };
  return (
    <ItemList
      form={form}
      path={path}
      count={section.items.length}
      max={MAX_SECTION_ITEMS}
      newItem={() => ({ name: '', image_id: null, link: null })}
      itemName={itemName}
      hasContent={(item) => {
        const sponsor = section.items[item];
        return Boolean(sponsor && (sponsor.name.trim() || sponsor.image_id || sponsor.link));
      }}
      addLabel={t`Add a sponsor`}
      emptyText={t`No sponsors yet.`}
      renderItem={(item) => (
        <>
          <PictureField
            label={t`Logo`}
            itemName={itemName(item)}
            value={section.items[item]?.image_id ?? null}
            onChange={(imageId) => form.setFieldValue(`${path}.${item}.image_id`, imageId)}
            error={form.errors[`${path}.${item}.image_id`]}
          />
          <TextInput label={t`Name`} required maxLength={120} {...form.getInputProps(`${path}.${item}.name`)} />
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
