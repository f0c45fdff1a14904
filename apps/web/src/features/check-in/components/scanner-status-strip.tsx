import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconBarcode, IconBarcodeOff } from '@tabler/icons-react';

type TScannerStatusStripProps = { isEnabled: boolean; isFieldFocused: boolean; onToggle: () => void };

/** Whether a USB scanner's codes are being picked up now, and the switch to stop listening (for a plain keyboard). */
export function ScannerStatusStrip({ isEnabled, isFieldFocused, onToggle }: TScannerStatusStripProps) {
  const state = !isEnabled ? 'off' : isFieldFocused ? 'paused' : 'listening';
  const color = state === 'listening' ? 'teal' : 'gray';
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="scanner-status" data-state={state}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Box c={color} display="flex" aria-hidden>
            {state === 'off' ? <IconBarcodeOff size={18} /> : <IconBarcode size={18} />}
          </Box>
          <Text fz="sm" c={state === 'listening' ? undefined : 'dimmed'} role="status">
            {state === 'listening' && <Trans>USB scanner listening: scan a ticket</Trans>}
            {state === 'paused' && <Trans>USB scanner paused while you type in a field</Trans>}
            {state === 'off' && <Trans>USB scanner off</Trans>}
          </Text>
        </Group>
        <Button size="compact-sm" variant="subtle" onClick={onToggle} style={{ flexShrink: 0 }}>
          {isEnabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
        </Button>
      </Group>
    </Paper>
  );
}
