import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { PageLoaderInline } from '../../../features/checkout';
import { useTicketLookup, LookupOrderCard, TicketLookupForm } from '../../../features/ticket-lookup';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';

/** /my-tickets: a buyer who lost their emails asks for a link to their orders (decision 110). */
export function RequestComponent() {
  const { t } = useLingui();
  useDocumentMeta({ title: t`Find my tickets` });
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          <Trans>Find my tickets</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Enter the email address you ordered with, and we will email you a link to your orders and tickets.
          </Trans>
        </Text>
        <Paper withBorder radius="md" p="md">
          <TicketLookupForm />
        </Paper>
      </Stack>
    </Container>
  );
}

/** /my-tickets/{token}: the orders of the link's address, newest first; an expired link offers a new one. */
export function Component() {
  const { t } = useLingui();
  const token = useRequiredParam('token', t`The link is incomplete`);
  const lookup = useTicketLookup(token);
  useDocumentMeta({ title: t`My tickets` });

  let content;
  if (lookup.isPending) content = <PageLoaderInline />;
  else if (lookup.error && isApiError(lookup.error) && lookup.error.isNotFound)
    content = (
      <Stack gap="md">
        <Alert color="yellow" title={t`This link has expired`} data-testid="lookup-expired">
          <Trans>Links to your tickets work for 24 hours. Ask for a new one below.</Trans>
        </Alert>
        <Paper withBorder radius="md" p="md">
          <TicketLookupForm />
        </Paper>
      </Stack>
    );
  else if (lookup.error)
    content = (
      <LoadError title={t`We couldn't load your orders`} error={lookup.error} onRetry={() => void lookup.refetch()} />
    );
  else {
    const email = lookup.data.email;
    content = (
      <Stack gap="md">
        <Text c="dimmed">
          <Trans>Orders placed with {email}, newest first.</Trans>
        </Text>
        {lookup.data.orders.length === 0 ? (
          <Alert color="gray" title={t`No orders any more`}>
            <Trans>The orders of this address have been cancelled.</Trans>
          </Alert>
        ) : (
          lookup.data.orders.map((order) => <LookupOrderCard key={order.short_id} order={order} />)
        )}
      </Stack>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          <Trans>My tickets</Trans>
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
