import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPageSection } from '@marquee/core';
import { useSectionLabels } from '../hooks/use-section-labels';
import { optionalTextProps } from '../lib/input-props';
import { useDesigner } from './designer-context';
import { AboutEditor } from './editors/about-editor';
import { FaqEditor } from './editors/faq-editor';
import { GalleryEditor } from './editors/gallery-editor';
import { ScheduleEditor } from './editors/schedule-editor';
import { SpeakersEditor } from './editors/speakers-editor';
import { SponsorsEditor } from './editors/sponsors-editor';
import { sectionPath } from './editors/types';

const PHONE_QUERY = '(max-width: 36em)';

/** The fields of one block's own content; blocks drawn from the page's data have none. */
function SectionContent({ index, section }: { index: number; section: TPageSection }) {
  switch (section.type) {
    case 'about':
      return <AboutEditor index={index} section={section} />;
    case 'schedule':
      return <ScheduleEditor index={index} section={section} />;
    case 'speakers':
      return <SpeakersEditor index={index} section={section} />;
    case 'faq':
      return <FaqEditor index={index} section={section} />;
    case 'gallery':
      return <GalleryEditor index={index} section={section} />;
    case 'sponsors':
      return <SponsorsEditor index={index} section={section} />;
    default:
      return (
        <Text size="sm" c="dimmed">
          <Trans>This section shows what the settings say; here you choose its heading.</Trans>
        </Text>
      );
  }
}

/**
 * A block's editor in a drawer, the whole screen on a phone. Changes go into the design as they are typed: "Done"
 * only closes.
 */
export function SectionEditorDrawer({ sectionId, onClose }: { sectionId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const { form, page } = useDesigner();
  const labels = useSectionLabels(page.kind);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const sections = form.getValues().homepage_sections;
  const index = sections.findIndex((section) => section.id === sectionId);
  const section = index >= 0 ? sections[index] : undefined;

  return (
    <Drawer
      opened={Boolean(section)}
      onClose={onClose}
      // On the left, over the panels and without a dimming overlay: the preview on the right stays in view and
      // redraws as the fields are typed in.
      position="left"
      size={isPhone ? '100%' : 'md'}
      withOverlay={false}
      lockScroll={false}
      shadow="xl"
      title={section ? labels.sectionName(section) : ''}
    >
      {section ? (
        <Stack gap="md" data-testid="section-editor">
          <Text size="sm" c="dimmed">
            {labels.typeHint(section.type)}
          </Text>
          <TextInput
            label={t`Heading`}
            description={t`Leave it empty for the usual heading.`}
            placeholder={labels.typeName(section.type)}
            maxLength={120}
            {...optionalTextProps(form, `${sectionPath(index)}.title`)}
          />
          <SectionContent index={index} section={section} />
          <Group justify="flex-end">
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
