import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, LoadingOverlay, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { WIDGET_FRAME_ID_PARAM, widgetPath, type TWidgetTheme } from '@marquee/core';
import { useRef, useState } from 'react';
import { usePreviewFrameHeight } from '../hooks/use-preview-frame-height';

export const PREVIEW_FRAME_ID = 'preview';
/** The frame's height while the widget does not size it (auto-resize off, or before it has said). */
export const PREVIEW_FIXED_HEIGHT = 480;
/** The frame reloads with every change: wait until typing pauses. */
const PREVIEW_DEBOUNCE_MS = 400;
const BORDER_COLOUR = 'var(--mantine-color-default-border)';

/** Grey bars where a host page's words would be. */
function TextLines({ widths }: { widths: string[] }) {
  return (
    <Stack gap={8} aria-hidden>
      {widths.map((width, index) => (
        <Skeleton key={index} h={10} w={width} radius="xl" animate={false} />
      ))}
    </Stack>
  );
}

/**
 * The widget as it will sit on the organizer's site: a page drawn like a website around the real widget page in
 * a frame, with the form's current options (`preview=1` keeps Continue off).
 */
export function WidgetPreview({ eventId, theme }: { eventId: string; theme: Partial<TWidgetTheme> }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = widgetPath(eventId, theme, { preview: '1', [WIDGET_FRAME_ID_PARAM]: PREVIEW_FRAME_ID });
  const [shownSrc] = useDebouncedValue(src, PREVIEW_DEBOUNCE_MS);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const reported = usePreviewFrameHeight(frame, PREVIEW_FRAME_ID);
  const height = theme.autoresize !== false && reported !== null ? reported : PREVIEW_FIXED_HEIGHT;

  return (
    <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }} data-testid="widget-preview">
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="sm"
        bg="var(--mantine-color-default-hover)"
        style={{ borderBottomWidth: 1, borderBottomStyle: 'solid', borderBottomColor: BORDER_COLOUR }}
        aria-hidden
      >
        <Text fw={700} size="sm" truncate>
          <Trans>Your website</Trans>
        </Text>
        <Group gap="sm" wrap="nowrap" visibleFrom="xs">
          {[48, 56, 40].map((width) => (
            <Skeleton key={width} h={8} w={width} radius="xl" animate={false} />
          ))}
        </Group>
      </Group>
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <Skeleton h={18} w="55%" radius="sm" animate={false} aria-hidden />
        <TextLines widths={['100%', '94%', '97%', '62%']} />
        <Box pos="relative">
          <LoadingOverlay visible={loadedSrc !== shownSrc} zIndex={1} overlayProps={{ blur: 1 }} />
          <iframe
            ref={frame}
            title={t`Widget preview`}
            src={shownSrc}
            onLoad={() => setLoadedSrc(shownSrc)}
            style={{ display: 'block', width: '100%', height, border: 0 }}
            data-testid="widget-preview-frame"
          />
        </Box>
        <TextLines widths={['96%', '70%']} />
      </Stack>
    </Paper>
  );
}
