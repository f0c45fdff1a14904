import type { TStripePaymentIntentCreated, TStripePaymentIntentStatus } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { publicKeys } from './public-checkout';

/** The card payment calls of the checkout (docs/decisions/049-stripe-payment-page.md). */
const intentPath = (eventId: string, shortId: string) =>
  `public/events/${encodeURIComponent(eventId)}/order/${encodeURIComponent(shortId)}/stripe/payment_intent`;

/** Starts (or resumes: one per order) the order's PaymentIntent; the client secret feeds the Payment Element. */
export function useCreateStripePaymentIntent(eventId: string, shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<{ data: TStripePaymentIntentCreated }>(intentPath(eventId, shortId), {})).data,
    // A refusal usually means the order moved on (paid meanwhile, expired): the page re-reads it and follows.
    onError: () => void queryClient.invalidateQueries({ queryKey: publicKeys.order(eventId, shortId), exact: true }),
  });
}

export function stripePaymentStatusQueryOptions(eventId: string, shortId: string) {
  return queryOptions({
    queryKey: [...publicKeys.order(eventId, shortId), 'stripe-payment-intent'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TStripePaymentIntentStatus }>(intentPath(eventId, shortId), { signal })).data,
    staleTime: 0,
    retry: 2,
  });
}

/** Asked again every `intervalMs` while `isPolling` (the return page waits for Stripe's answer). */
export function useStripePaymentStatus(eventId: string, shortId: string, options: { intervalMs: number | false }) {
  return useQuery({ ...stripePaymentStatusQueryOptions(eventId, shortId), refetchInterval: options.intervalMs });
}
