import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOrderEmailChangeResult } from '@marquee/core';
import { IconCheck, IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrderEmailChangeLink } from '../../../features/checkout';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';

const summaryPath = (result: TOrderEmailChangeResult) =>
  `/checkout/${result.event_id}/${encodeURIComponent(result.order_short_id)}/summary`;

/**
 * One link of a buyer's email change (decision 137). The page only explains; the button acts, so a mail scanner
 * opening the link changes nothing.
 */
function EmailChangeLinkPage({
  action,
  title,
  intro,
  actionLabel,
  actionIcon,
  describeResult,
}: {
  action: 'confirm' | 'undo';
  title: string;
  intro: ReactNode;
  actionLabel: string;
  actionIcon: ReactNode;
  describeResult: (result: TOrderEmailChangeResult) => string;
}) {
  const { t } = useLingui();
  const token = useRequiredParam('token', t`The link is incomplete`);
  const link = useOrderEmailChangeLink(token, action);
  useDocumentMeta({ title });
  const failure = link.error
    ? isApiError(link.error)
      ? link.error.message
      : t`Something went wrong. Please try again.`
    : null;

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Paper withBorder radius="md" p="md">
          {link.data ? (
            <Stack gap="md" data-testid="email-change-result">
              <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />}>
                {describeResult(link.data)}
              </Alert>
              <Button component={Link} to={summaryPath(link.data)} variant="default">
                <Trans>View the order</Trans>
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Text>{intro}</Text>
              {failure && (
                <Alert color="red" variant="light" role="alert" data-testid="email-change-error">
                  {failure}
                </Alert>
              )}
              <Button
                leftSection={actionIcon}
                loading={link.isPending}
                disabled={link.error !== null && isApiError(link.error) && link.error.status < 500}
                onClick={() => link.mutate()}
              >
                {actionLabel}
              </Button>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

/** /order-email/{token}/confirm: the new address confirms, and the order moves there. */
export function ConfirmComponent() {
  const { t } = useLingui();
  return (
    <EmailChangeLinkPage
      action="confirm"
      title={t`Confirm your email address`}
      intro={
        <Trans>
          Confirm that the order should use this email address from now on. We will send the order and its tickets here,
          and the links sent to the previous address will stop working.
        </Trans>
      }
      actionLabel={t`Confirm this address`}
      actionIcon={<IconCheck size={18} aria-hidden />}
      describeResult={(result) => {
        const email = result.email;
        return t`Done: the order now uses ${email}. We sent it there with its tickets.`;
      }}
    />
  );
}

/** /order-email/{token}/undo: the previous address cancels the change, or takes the order back. */
export function UndoComponent() {
  const { t } = useLingui();
  return (
    <EmailChangeLinkPage
      action="undo"
      title={t`Keep your order`}
      intro={
        <Trans>
          Someone asked to move your order to another email address. Cancel the change to keep the order with this
          address; if it was already made, the order comes back here with new links.
        </Trans>
      }
      actionLabel={t`Cancel the change`}
      actionIcon={<IconArrowBackUp size={18} aria-hidden />}
      describeResult={(result) => {
        const email = result.email;
        return result.status === 'UNDONE'
          ? t`The order is back with ${email}. We sent it there again with new links.`
          : t`The change was cancelled: the order stays with ${email}.`;
      }}
    />
  );
}
