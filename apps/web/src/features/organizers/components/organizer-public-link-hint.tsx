import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TOrganizer } from '@marquee/core';
import { IconEyeOff, IconWorldUpload } from '@tabler/icons-react';
import { useSignedInUser } from '../../users';
import { useOrganizerStatusChange } from './organizer-status-control';

/**
 * Beside the organizer's public link: while the organizer is not LIVE, visitors get "not found" there (staff see
 * the page because they are signed in), so say so and how to publish (issue 25 point 12).
 */
export function OrganizerPublicLinkHint({ organizer }: { organizer: TOrganizer }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const { apply, isPending } = useOrganizerStatusChange(organizer);
  if (organizer.status === 'LIVE') return null;
  const isDraft = organizer.status === 'DRAFT';
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconEyeOff size={18} aria-hidden />}
      title={isDraft ? t`This page is not public yet` : t`This page is archived`}
      data-testid="organizer-not-public-hint"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {isDraft ? (
            <Trans>
              The organizer is a draft: visitors who open its link get “page not found”. You can see the page because
              you are signed in. Publish the organizer to put the page and its published events online.
            </Trans>
          ) : (
            <Trans>
              The organizer is archived: visitors who open its link get “page not found”. Restore it as a draft from the
              status menu at the top of the page, then publish it.
            </Trans>
          )}
        </Text>
        {isDraft && user.is_email_verified ? (
          <Button
            size="xs"
            color="teal"
            leftSection={<IconWorldUpload size={14} aria-hidden />}
            loading={isPending}
            onClick={() => void apply('LIVE')}
          >
            <Trans>Publish organizer</Trans>
          </Button>
        ) : null}
        {isDraft && !user.is_email_verified ? (
          <Text size="sm">
            <Trans>Publishing needs a confirmed email address: open the link we sent you first.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
