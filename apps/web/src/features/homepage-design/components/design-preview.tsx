import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, LoadingOverlay, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TDesignPreviewDesign, TPageKind } from '@marquee/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useDesignPreview } from '../hooks/use-design-preview';

const WIDTHS = { desktop: 1200, phone: 390 } as const;
type TDevice = keyof typeof WIDTHS;
/** The frame's own height in CSS pixels, before scaling: about one screen of the page. */
const FRAME_HEIGHT = 760;

/**
 * The real public page in a frame, drawing the unsaved design; at a desktop width scaled down to fit the column, or
 * at a phone's width as it is. `reloadKey` changes when the page's pictures change (a new cover), which only a
 * reload shows.
 */
export function DesignPreview(props: {
  kind: TPageKind;
  src: string;
  design: TDesignPreviewDesign;
  reloadKey: string;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<TDevice>('desktop');
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const { ref: box, width: boxWidth } = useElementSize();
  const resend = useDesignPreview(frame, props.design);

  const frameWidth = WIDTHS[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  const frameKey = `${props.reloadKey}:${device}`;
  const title = props.kind === 'event' ? t`Preview of your event page` : t`Preview of your organizer page`;

  return (
    <Stack gap="xs" component="section" aria-labelledby="design-preview-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="design-preview-heading">
          <Trans>Preview</Trans>
        </Title>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(value) => setDevice(value as TDevice)}
          aria-label={t`Preview width`}
          data={[
            {
              value: 'desktop',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconDeviceDesktop size={14} aria-hidden />
                  <Trans>Desktop</Trans>
                </Group>
              ),
            },
            {
              value: 'phone',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconDeviceMobile size={14} aria-hidden />
                  <Trans>Phone</Trans>
                </Group>
              ),
            },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Shows your unsaved changes. Buyers see them only once you publish.</Trans>
      </Text>
      <Paper withBorder radius="md" p={0} bg="var(--mantine-color-default-hover)" style={{ overflow: 'hidden' }}>
        <Box ref={box} pos="relative" h={FRAME_HEIGHT * scale} style={{ overflow: 'hidden' }}>
          <LoadingOverlay visible={loadedKey !== frameKey} zIndex={1} overlayProps={{ blur: 1 }} />
          <iframe
            // A new key is a new frame: the page loads again and says READY, then receives the design.
            key={frameKey}
            ref={frame}
            title={title}
            src={props.src}
            onLoad={() => {
              setLoadedKey(frameKey);
              resend();
            }}
            data-testid="design-preview-frame"
            data-device={device}
            style={{
              display: 'block',
              width: frameWidth,
              height: FRAME_HEIGHT,
              border: 0,
              margin: device === 'phone' && scale === 1 ? '0 auto' : undefined,
              transform: scale < 1 ? `scale(${scale})` : undefined,
              transformOrigin: 'top left',
              background: 'white',
            }}
          />
        </Box>
      </Paper>
    </Stack>
  );
}
