import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ErrorScreen } from '../../../components/error-screen';
import { LoadError } from '../../../components/load-error';
import { useCheckInList, CheckInDesk } from '../../../features/check-in';
import { PageLoaderInline } from '../../../features/checkout';
import { isApiError } from '../../../lib/api-error';
import { useRequiredParam } from '../../../lib/route-params';

/** /check-in/{checkInListShortId}: the door staff page, no sign-in (docs/decisions/099-check-in-lists.md). */
export function Component() {
  const { t } = useLingui();
  const shortId = useRequiredParam('checkInListShortId', t`Check-in list ID is required`);
  const list = useCheckInList(shortId);
  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);

  if (list.error && !list.data) {
    if (isApiError(list.error) && list.error.isNotFound) return <ErrorScreen variant="not-found" />;
    return (
      <LoadError
        title={t`We couldn't load this check-in list`}
        error={list.error}
        onRetry={refresh}
        isRetrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <PageLoaderInline />;
  return <CheckInDesk shortId={shortId} list={list.data} isRefreshing={list.isFetching} onRefresh={refresh} />;
}
