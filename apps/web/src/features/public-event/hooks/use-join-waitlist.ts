import type { TJoinWaitlist, TWaitlistJoined } from '@marquee/core';
import { useCallback, useState } from 'react';
import { joinWaitlist } from '../api/public-waitlist-calls';

/** Joining a waiting list: its pending state, answer and last error, without a query cache (decision 093). */
export function useJoinWaitlist(eventId: string) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [joined, setJoined] = useState<TWaitlistJoined | null>(null);
  const join = useCallback(
    async (body: TJoinWaitlist): Promise<TWaitlistJoined | null> => {
      setIsPending(true);
      setError(null);
      try {
        const answer = await joinWaitlist(eventId, body);
        setJoined(answer);
        return answer;
      } catch (caught) {
        const failure = caught instanceof Error ? caught : new Error(String(caught));
        setError(failure);
        throw failure;
      } finally {
        setIsPending(false);
      }
    },
    [eventId],
  );
  return { join, isPending, error, joined };
}
