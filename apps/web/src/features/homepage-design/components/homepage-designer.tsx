import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { TImage } from '@marquee/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { confirmAction } from '../../../lib/confirm';
import { focusFirstError } from '../../../lib/focus-first-error';
import { notifyError } from '../../../lib/notify';
import { useDesignSettings, type TDesignPage, type TDesignSettings } from '../api/homepage-design';
import { useHomepageDesignForm } from '../hooks/use-homepage-design-form';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { designOf, firstErrorPlace, normaliseDesign, previewThemeOf, SECTIONS_FIELD } from '../lib/design-form';
import { DesignPreview } from './design-preview';
import { DesignToolbar } from './design-toolbar';
import { DesignerProvider } from './designer-context';
import { SectionEditorDrawer } from './section-editor';
import { SectionsPanel } from './sections-panel';
import { ThemePanel } from './theme-panel';

type THomepageDesignerProps = {
  page: TDesignPage;
  /** The page's images as its owner's DTO lists them (refreshed after each upload). */
  images: readonly TImage[];
  /** The cover upload (and an organizer's logo) of the page's settings, shown in the theme panel. */
  imageFields: ReactNode;
};

/**
 * The homepage designer of an event page or an organizer page (issue 29): theme and sections on one side, the real
 * page in a live preview on the other; work is saved as a draft and published with one click.
 */
export function HomepageDesigner(props: THomepageDesignerProps) {
  const settings = useDesignSettings(props.page);
  if (settings.isError) {
    return (
      <LoadError
        title={<Trans>We couldn't load the page design</Trans>}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  if (!settings.data) {
    return (
      <Grid gap="xl" aria-busy="true" data-testid="homepage-designer-loading">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} h={40} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Skeleton h={520} />
        </Grid.Col>
      </Grid>
    );
  }
  return <DesignerForm {...props} settings={settings.data} />;
}

const COVER_TYPES = ['EVENT_COVER', 'ORGANIZER_COVER'];
/** The preview stays in view while the panels beside it scroll. */
const STICKY_TOP = 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))';

function DesignerForm({ page, images, imageFields, settings }: THomepageDesignerProps & { settings: TDesignSettings }) {
  const { t } = useLingui();
  const [panel, setPanel] = useState<string | null>('theme');
  const [editing, setEditing] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  function revealError(errors: FormErrors) {
    const place = firstErrorPlace(errors, designer.form.getValues().homepage_sections);
    if (!place) return;
    setPanel(place.panel);
    setEditing(place.panel === 'sections' ? place.sectionId : null);
    notifyError(t`Some fields need attention before the design can be saved.`);
    // After the tab shows and the drawer has opened (its own focus comes first).
    window.setTimeout(() => {
      const drawer = document.querySelector<HTMLElement>('[data-testid="section-editor"]');
      if (!focusFirstError(drawer) && !focusFirstError(container.current)) container.current?.focus();
    }, 300);
  }

  const designer = useHomepageDesignForm({ page, settings, onInvalid: revealError });
  const { form } = designer;
  const picture = usePictureUpload(page);
  const isDirty = form.isDirty();
  useLeaveGuard(isDirty);

  const values = form.values;
  const savedTheme = useMemo(() => designOf(page.kind, settings).homepage_theme_settings, [page.kind, settings]);
  const shownTheme = useMemo(
    () => previewThemeOf(values.homepage_theme_settings, savedTheme),
    [values.homepage_theme_settings, savedTheme],
  );
  // One object per change of the design, so the preview hears of each change once.
  const previewDesign = useMemo(
    () => ({ ...normaliseDesign(values), homepage_theme_settings: shownTheme }),
    [values, shownTheme],
  );
  const pictures = useMemo(() => images.filter((image) => image.type === 'GENERIC'), [images]);
  const pagePictures = images.filter((image) => image.type !== 'GENERIC');
  const hasCover = pagePictures.some((image) => COVER_TYPES.includes(image.type));
  const reloadKey = pagePictures.map((image) => image.id).join(',') || 'none';
  const sectionErrors = Object.keys(form.errors).filter((path) => path.startsWith(SECTIONS_FIELD)).length;
  const draftSavedAt = settings.homepage_design_draft?.saved_at ?? null;

  async function discard() {
    const isConfirmed = await confirmAction({
      title: draftSavedAt ? t`Discard the draft?` : t`Discard your changes?`,
      message: draftSavedAt
        ? t`The saved draft and any unsaved changes go. The page stays as it is published.`
        : t`The designer goes back to the published design.`,
      confirmLabel: draftSavedAt ? t`Discard draft` : t`Discard changes`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    setEditing(null);
    if (draftSavedAt) await designer.discardDraft();
    else form.reset();
  }

  const context = {
    page,
    form,
    pictures,
    uploadPicture: picture.uploadPicture,
    isUploading: picture.isUploading,
  };
  const src = page.kind === 'event' ? `/event/${page.id}/preview` : `/organizer/${page.id}/preview`;

  return (
    <DesignerProvider value={context}>
      <Stack gap="lg" ref={container} tabIndex={-1} style={{ outline: 'none' }}>
        <DesignToolbar
          isDirty={isDirty}
          draftSavedAt={draftSavedAt}
          isSaving={designer.isSaving}
          isPublishing={designer.isPublishing}
          onSave={() => void designer.save()}
          onPublish={() => void designer.publish()}
          onDiscard={() => void discard()}
        />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Tabs value={panel} onChange={setPanel}>
              <Tabs.List>
                <Tabs.Tab value="theme">
                  <Trans>Theme</Trans>
                </Tabs.Tab>
                <Tabs.Tab
                  value="sections"
                  rightSection={
                    sectionErrors > 0 ? (
                      <Badge size="xs" color="red" circle aria-label={t`${sectionErrors} problems`}>
                        {sectionErrors}
                      </Badge>
                    ) : null
                  }
                >
                  <Trans>Sections</Trans>
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="theme" pt="md">
                <ThemePanel shownTheme={shownTheme} hasCover={hasCover} imageFields={imageFields} />
              </Tabs.Panel>
              <Tabs.Panel value="sections" pt="md">
                <SectionsPanel onEdit={setEditing} />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Box style={{ position: 'sticky', top: STICKY_TOP }}>
              <DesignPreview kind={page.kind} src={src} design={previewDesign} reloadKey={reloadKey} />
            </Box>
          </Grid.Col>
        </Grid>
        <SectionEditorDrawer sectionId={editing} onClose={() => setEditing(null)} />
      </Stack>
    </DesignerProvider>
  );
}
