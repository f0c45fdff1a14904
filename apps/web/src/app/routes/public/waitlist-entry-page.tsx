import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoaderInline } from '../../../features/checkout';
import { useWaitlistEntry, WaitlistEntryNotFound, WaitlistEntryView } from '../../../features/public-event';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';

/**
 * /waitlist/{token}: the entrant's place on a waiting list (issue 31), from the link in their emails; the offer
 * email's button adds `?claim=1`, which opens the held order's checkout while the offer is open (it buys nothing).
 */
export function Component() {
  const { t } = useLingui();
  const token = useRequiredParam('token', t`The link is incomplete`);
  const [search] = useSearchParams();
  const entry = useWaitlistEntry(token);
  const { refetch } = entry;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const eventTitle = entry.data?.event.title;
  useDocumentMeta({ title: eventTitle ? t`Waiting list: ${eventTitle}` : t`Waiting list` });

  let content;
  if (entry.isPending) content = <PageLoaderInline />;
  else if (isApiError(entry.error) && entry.error.isNotFound) content = <WaitlistEntryNotFound />;
  else if (entry.error)
    content = (
      <LoadError
        title={t`We couldn't load your waiting list entry`}
        error={entry.error}
        onRetry={refresh}
        isRetrying={entry.isFetching}
      />
    );
  else
    content = (
      <WaitlistEntryView
        token={token}
        entry={entry.data}
        onRefresh={refresh}
        isClaimLink={search.get('claim') === '1'}
      />
    );
  return (
    <Container size="xs" py="xl" px={{ base: 'sm', xs: 'md' }}>
      {content}
    </Container>
  );
}
