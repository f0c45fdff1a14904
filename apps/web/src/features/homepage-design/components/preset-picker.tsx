import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TColorThemePreset, TPageTheme } from '@marquee/core';

const BORDER = '1px solid var(--mantine-color-default-border)';
const PICKED_BORDER = '2px solid var(--mantine-primary-color-filled)';
const UNPICKED_BORDER = '2px solid var(--mantine-color-default-border)';

/** The presets' names in the reader's language; the API names them in English (`GET /api/public/color-themes`). */
const PRESET_NAMES: Record<string, MessageDescriptor> = {
  classic: msg({ message: 'Classic', context: 'colour preset' }),
  elegant: msg({ message: 'Elegant', context: 'colour preset' }),
  modern: msg({ message: 'Modern', context: 'colour preset' }),
  ocean: msg({ message: 'Ocean', context: 'colour preset' }),
  forest: msg({ message: 'Forest', context: 'colour preset' }),
  sunset: msg({ message: 'Sunset', context: 'colour preset' }),
  midnight: msg({ message: 'Midnight', context: 'colour preset' }),
  royal: msg({ message: 'Royal', context: 'colour preset' }),
  coral: msg({ message: 'Coral', context: 'colour preset' }),
  arctic: msg({ message: 'Arctic', context: 'colour preset' }),
  noir: msg({ message: 'Noir', context: 'colour preset' }),
};

const sameColour = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

/** The eleven presets as swatches (background with an accent dot) with their names; the current one is pressed. */
export function PresetPicker(props: {
  presets: readonly TColorThemePreset[];
  theme: TPageTheme;
  onPick: (preset: TColorThemePreset) => void;
}) {
  const { t, i18n } = useLingui();
  const { presets, theme } = props;
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label={t`Colour presets`}>
      {presets.map((preset) => {
        const isCurrent =
          sameColour(preset.accent, theme.accent) &&
          sameColour(preset.background, theme.background) &&
          preset.mode === theme.mode;
        return (
          <UnstyledButton
            key={preset.id}
            onClick={() => props.onPick(preset)}
            aria-pressed={isCurrent}
            data-preset={preset.id}
            p={6}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: isCurrent ? PICKED_BORDER : UNPICKED_BORDER,
            }}
          >
            <Box
              aria-hidden
              h={36}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: preset.background,
                border: BORDER,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Box w={16} h={16} style={{ borderRadius: '50%', background: preset.accent }} />
            </Box>
            <Text size="xs" ta="center" mt={4} truncate>
              {PRESET_NAMES[preset.id] ? i18n._(PRESET_NAMES[preset.id]!) : preset.name}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
