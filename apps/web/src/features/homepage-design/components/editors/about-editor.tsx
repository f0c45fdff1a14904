import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { RichTextField } from '../../../../components/rich-text-field';
import { useDesigner } from '../designer-context';
import { sectionPath, type TEditorProps } from './types';

/** The about text: the page's own description (null) or a text written here. */
export function AboutEditor({ index, section }: TEditorProps<'about'>) {
  const { t } = useLingui();
  const { form, page } = useDesigner();
  const path = `${sectionPath(index)}.body_html`;
  const isOwnText = section.body_html !== null;
  return (
    <Stack gap="xs">
      <RichTextField
        label={t`Text`}
        description={
          page.kind === 'event'
            ? t`Leave it empty to show the event's description from its settings.`
            : t`Leave it empty to show the organizer's description from its settings.`
        }
        value={section.body_html ?? ''}
        // An emptied editor means "the description" again, not an empty block.
        onChange={(html) => form.setFieldValue(path, html === '' || html === '<p></p>' ? null : html)}
        error={form.errors[path]}
        minHeight={160}
      />
      {isOwnText ? (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => form.setFieldValue(path, null)}
          style={{ alignSelf: 'start' }}
        >
          {page.kind === 'event' ? (
            <Trans>Use the event description</Trans>
          ) : (
            <Trans>Use the organizer description</Trans>
          )}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          <Trans>Showing the description for now.</Trans>
        </Text>
      )}
    </Stack>
  );
}
