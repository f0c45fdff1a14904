import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  useAbandonPublicOrder,
  useSavePublicOrderDetails,
  CheckoutHeading,
  CheckoutQueryState,
  eventPagePath,
  ReservationExpired,
  DetailsForm,
  OrderSummary,
  ReservationCountdown,
  useCheckoutOrder,
} from '../../../features/checkout';
import { confirmAction } from '../../../lib/confirm';
import { useDocumentMeta } from '../../../lib/document-meta';
import { notifySuccess } from '../../../lib/notify';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { eventId, shortId, event, order, isPending, error, refetch } = useCheckoutOrder();
  const save = useSavePublicOrderDetails(eventId, shortId);
  const abandon = useAbandonPublicOrder(eventId, shortId);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  useDocumentMeta({ title: t`Your details` });

  return (
    <CheckoutQueryState isPending={isPending} error={error} onRetry={refetch}>
      {() => {
        if (!event || !order) return null;
        // First: the expiry job turns a lapsed reservation ABANDONED, which must still read as "expired".
        if (expired || order.is_expired)
          return (
            <Stack gap="lg">
              <CheckoutHeading event={event} title={t`Your details`} />
              <ReservationExpired event={event} />
            </Stack>
          );
        if (order.status !== 'RESERVED') return <Navigate to={`/checkout/${eventId}/${shortId}/summary`} replace />;
        // Details already in, payment still to come.
        if (order.email && !save.isPending) return <Navigate to={`/checkout/${eventId}/${shortId}/payment`} replace />;
        return (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Your details`} />
            <ReservationCountdown until={order.reserved_until} onExpired={onExpired} />
            <OrderSummary order={order} />
            <DetailsForm
              event={event}
              order={order}
              isSubmitting={save.isPending}
              submitError={save.error}
              onSubmit={(body) =>
                save.mutate(body, {
                  onSuccess: (saved) =>
                    void navigate(
                      `/checkout/${eventId}/${shortId}/${saved.status === 'RESERVED' ? 'payment' : 'summary'}`,
                    ),
                })
              }
              isCancelling={abandon.isPending}
              onCancel={async () => {
                const confirmed = await confirmAction({
                  title: t`Cancel this order?`,
                  message: t`Your tickets will be released for other buyers.`,
                  confirmLabel: t`Cancel order`,
                  isDanger: true,
                });
                if (!confirmed) return;
                abandon.mutate(undefined, {
                  onSuccess: () => notifySuccess(t`Your order was cancelled and its tickets released.`),
                  // The event page's loader asks for the event again, so the released tickets show.
                  onSettled: () => void navigate(eventPagePath(event)),
                });
              }}
            />
          </Stack>
        );
      }}
    </CheckoutQueryState>
  );
}
