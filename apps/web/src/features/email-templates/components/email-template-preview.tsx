import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TEmailTemplatePreview } from '@marquee/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { TEXT_FLEX } from '../lib/layout';

const FRAME_HEIGHT = 560;

type TEmailTemplatePreviewProps = {
  /** The draft has problems the Editor tab shows: nothing was sent to render. */
  isDraftInvalid: boolean;
  isPending: boolean;
  error: Error | null;
  preview: TEmailTemplatePreview | undefined;
  onRefresh: () => void;
};

/**
 * The draft as the buyer would get it, rendered by the server with sample order data: its subject, then the HTML in
 * a sandboxed frame (no scripts, no same-origin access, no forms: the email's own markup cannot reach the app).
 */
export function EmailTemplatePreview({
  isDraftInvalid,
  isPending,
  error,
  preview,
  onRefresh,
}: TEmailTemplatePreviewProps) {
  const { t } = useLingui();
  const refresh = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onRefresh}
      loading={isPending}
    >
      <Trans>Refresh preview</Trans>
    </Button>
  );
  if (isDraftInvalid) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Trans>Fill in the highlighted fields on the Editor tab to see a preview.</Trans>
      </Alert>
    );
  }
  if (error) {
    const fieldMessages = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={<Trans>The preview could not be made</Trans>}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          {fieldMessages.length > 0 ? (
            fieldMessages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))
          ) : (
            <Text size="sm">{error.message}</Text>
          )}
          {refresh}
        </Stack>
      </Alert>
    );
  }
  if (isPending || !preview) {
    return (
      <Group gap="sm" py="xl" justify="center" aria-busy="true">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          <Trans>Preparing the preview…</Trans>
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Box style={{ flex: TEXT_FLEX, minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            <Trans>Subject</Trans>
          </Text>
          <Text fw={600} data-testid="email-preview-subject" style={{ overflowWrap: 'anywhere' }}>
            {preview.subject}
          </Text>
        </Box>
        {refresh}
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <iframe
          title={t`Email preview`}
          sandbox=""
          srcDoc={preview.html}
          style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 0, background: 'white' }}
        />
      </Paper>
      <Text size="xs" c="dimmed">
        <Trans>Sample order details fill in the variables.</Trans>
      </Text>
    </Stack>
  );
}
