import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Code, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Monospace text in a scrolling block, with a copy button in its corner. */
export function CodeBlock({
  children,
  copyLabel,
  maxHeight = 360,
}: {
  children: string;
  copyLabel: string;
  maxHeight?: number;
}) {
  const { t } = useLingui();
  return (
    <Box pos="relative">
      <Code
        block
        fz="xs"
        mah={maxHeight}
        pr={44}
        style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        tabIndex={0}
      >
        {children}
      </Code>
      <CopyButton value={children} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : copyLabel} withArrow>
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              size="sm"
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal' : undefined}
              aria-label={copied ? t`Copied` : copyLabel}
              onClick={copy}
            >
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
