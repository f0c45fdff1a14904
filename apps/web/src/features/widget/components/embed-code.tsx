import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Code, CopyButton, Stack, Tabs, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Code to copy: monospace, scrolling on its own (never widening the page), a labelled copy button above it. */
function SnippetBlock({ code, label, testId }: { code: string; label: string; testId: string }) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
            aria-label={copied ? t`Copied` : t`Copy ${label}`}
            style={{ alignSelf: 'flex-end' }}
          >
            {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
          </Button>
        )}
      </CopyButton>
      <Box style={{ minWidth: 0 }}>
        <Code block fz="xs" mah={420} tabIndex={0} data-testid={testId} style={{ overflow: 'auto', whiteSpace: 'pre' }}>
          {code}
        </Code>
      </Box>
    </Stack>
  );
}

/** The embed code for a plain page and for a React app, from the form's current options. */
export function EmbedCode({ html, react }: { html: string; react: string }) {
  const { t } = useLingui();
  return (
    <Tabs defaultValue="html" variant="outline">
      <Tabs.List>
        <Tabs.Tab value="html">HTML</Tabs.Tab>
        <Tabs.Tab value="react">React</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="sm">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              Paste it where the tickets should appear. The script is needed once per page, however many widgets it has.
            </Trans>
          </Text>
          <SnippetBlock code={html} label={t`HTML embed code`} testId="widget-html-snippet" />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="react" pt="sm">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>Save it as a component file and place it where the tickets should appear.</Trans>
          </Text>
          <SnippetBlock code={react} label={t`React embed code`} testId="widget-react-snippet" />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
