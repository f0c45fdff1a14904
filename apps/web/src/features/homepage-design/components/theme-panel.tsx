import { Trans, useLingui } from '@lingui/react/macro';
import { ColorInput, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { COLOR_THEME_PRESETS, type TColorThemePreset, type TPageTheme } from '@marquee/core';
import type { ReactNode } from 'react';
import { useColorThemes } from '../api/homepage-design';
import { THEME_FIELD } from '../lib/design-form';
import { ContrastCheck } from './contrast-check';
import { useDesigner } from './designer-context';
import { PresetPicker } from './preset-picker';

/**
 * The page's look: a preset or the two colours, light or dark, the background (a colour or the cover mirrored), the
 * live contrast check, and the page's pictures (cover, and an organizer's logo).
 */
export function ThemePanel(props: {
  /** The colours as the preview draws them (the last valid ones while a colour is half typed). */
  shownTheme: TPageTheme;
  hasCover: boolean;
  imageFields: ReactNode;
}) {
  const { t } = useLingui();
  const { form, page } = useDesigner();
  const presets = useColorThemes();
  const theme = form.getValues().homepage_theme_settings;
  const field = (name: keyof TPageTheme) => `${THEME_FIELD}.${name}`;

  function pick(preset: TColorThemePreset) {
    form.setFieldValue(field('accent'), preset.accent);
    form.setFieldValue(field('background'), preset.background);
    form.setFieldValue(field('mode'), preset.mode);
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="design-presets-heading">
        <Title order={3} size="h5" id="design-presets-heading">
          <Trans>Presets</Trans>
        </Title>
        <PresetPicker presets={presets.data ?? COLOR_THEME_PRESETS} theme={theme} onPick={pick} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="design-colours-heading">
        <Title order={3} size="h5" id="design-colours-heading">
          <Trans>Colours</Trans>
        </Title>
        <ColorInput
          label={t`Accent colour`}
          description={t`Buttons and links.`}
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps(field('accent'))}
        />
        <ColorInput
          label={t`Background colour`}
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps(field('background'))}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="design-mode-label">
            <Trans>Mode</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="design-mode-label"
            data={[
              { value: 'light', label: t`Light` },
              { value: 'dark', label: t`Dark` },
            ]}
            {...form.getInputProps(field('mode'))}
          />
        </Stack>
        <ContrastCheck theme={props.shownTheme} onFix={(name, colour) => form.setFieldValue(field(name), colour)} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="design-background-heading">
        <Title order={3} size="h5" id="design-background-heading">
          <Trans>Background</Trans>
        </Title>
        <Radio.Group {...form.getInputProps(field('background_type'))} aria-labelledby="design-background-heading">
          <Stack gap="xs">
            <Radio value="COLOR" label={t`The background colour`} />
            <Radio
              value="MIRROR_COVER_IMAGE"
              label={t`The cover image, softly blurred behind the page`}
              description={props.hasCover ? undefined : t`Upload a cover below to use it as the background.`}
              disabled={!props.hasCover && theme.background_type !== 'MIRROR_COVER_IMAGE'}
            />
          </Stack>
        </Radio.Group>
        {!props.hasCover && theme.background_type === 'MIRROR_COVER_IMAGE' ? (
          <Text size="sm" c="orange.8">
            <Trans>There is no cover to mirror: the page shows the background colour until you upload one.</Trans>
          </Text>
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="design-pictures-heading">
        <Title order={3} size="h5" id="design-pictures-heading">
          {page.kind === 'event' ? <Trans>Cover</Trans> : <Trans>Logo and cover</Trans>}
        </Title>
        <Text size="xs" c="dimmed">
          <Trans>Pictures change on the page as soon as they are uploaded, without publishing.</Trans>
        </Text>
        {props.imageFields}
      </Stack>
    </Stack>
  );
}
