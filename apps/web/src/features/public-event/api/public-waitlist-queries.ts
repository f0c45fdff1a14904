import type { TPublicWaitlistEntry } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimWaitlistOffer, fetchWaitlistEntry, leaveWaitlist } from './public-waitlist-calls';

/** The entry behind an entrant's link (issue 31): never cached for long, an offer may lapse any minute. */
export const waitlistEntryKeys = {
  entry: (token: string) => ['public', 'waitlist', token] as const,
};

export function waitlistEntryQueryOptions(token: string) {
  return queryOptions({
    queryKey: waitlistEntryKeys.entry(token),
    queryFn: ({ signal }) => fetchWaitlistEntry(token, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useWaitlistEntry(token: string) {
  return useQuery(waitlistEntryQueryOptions(token));
}

/** Leaving answers the entry as it now is (CANCELLED): the page shows it without asking again. */
export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(token),
    onSuccess: (entry: TPublicWaitlistEntry) => queryClient.setQueryData(waitlistEntryKeys.entry(token), entry),
  });
}

/**
 * Opens the offer's held order on this browser; the caller moves on to its checkout. A refusal (the offer lapsed or
 * was taken back meanwhile) asks for the entry again, so the page shows what became of it.
 */
export function useClaimWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimWaitlistOffer(token),
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistEntryKeys.entry(token) }),
  });
}
