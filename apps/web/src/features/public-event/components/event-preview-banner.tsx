import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';

/**
 * Over a page buyers cannot see (decision 107). Only the organizer's team can open one: the public call answers 404
 * to anyone else.
 */
export function EventPreviewBanner({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" title={t`Preview: buyers cannot see this page yet`} data-testid="event-preview-banner">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          <Trans>
            This event is not published. Orders placed here are real orders of your event, useful to test the checkout.
          </Trans>
        </Text>
        <Anchor href={`/manage/event/${eventId}/dashboard`} fz="sm">
          <Trans>Open the event to publish it</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
