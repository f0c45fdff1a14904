import { useLingui } from '@lingui/react/macro';
import type { TCheckInAction, TCheckInAttendee, TPublicCheckInList } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import {
  checkInKeys,
  fetchCheckInAttendee,
  patchCachedAttendee,
  refreshCheckInData,
  useCheckOut,
  useCreateCheckIn,
} from '../api/check-in-calls';
import { attendeeName, checkInTimeText, isAwaitingPayment, ticketLabel } from '../lib/attendee-text';
import { playFeedbackSound } from '../lib/feedback-sounds';
import { isAttendeeCode, RecentScans } from '../lib/scan-buffer';

export type TCheckInFeedback = {
  /** Grows with each result, so the banner (and screen readers) treat a repeat as news. */
  id: number;
  tone: 'success' | 'error' | 'warning';
  title: string;
  detail: string | null;
};

const isOffline = (error: unknown) => (isApiError(error) && error.status === 0) || !navigator.onLine;

/**
 * What the door does: check attendees in (asking first when they have not paid) and out, handle a scanned
 * code, and tell staff what happened in words and sound. Rows change at once through the cache; the list and
 * searches are then asked again for the progress figures and other doors' check-ins.
 */
export function useCheckInDesk({
  list,
  shortId,
  isSoundOn,
}: {
  list: TPublicCheckInList;
  shortId: string;
  isSoundOn: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const createCheckIn = useCreateCheckIn(shortId);
  const checkOutCall = useCheckOut(shortId);
  const [feedback, setFeedback] = useState<TCheckInFeedback | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [unpaidAttendee, setUnpaidAttendee] = useState<TCheckInAttendee | null>(null);
  const recentScans = useRef(new RecentScans());
  const soundRef = useRef(isSoundOn);
  useEffect(() => {
    soundRef.current = isSoundOn;
  }, [isSoundOn]);

  const report = useCallback((tone: TCheckInFeedback['tone'], title: string, detail: string | null = null) => {
    setFeedback((previous) => ({ id: (previous?.id ?? 0) + 1, tone, title, detail }));
    if (soundRef.current && tone !== 'warning') playFeedbackSound(tone === 'success' ? 'success' : 'error');
  }, []);

  const describe = (attendee: TCheckInAttendee) => `${attendeeName(attendee)} · ${ticketLabel(attendee)}`;
  const timeText = (iso: string) => checkInTimeText(iso, { timeZone: list.event.timezone, locale: i18n.locale });

  const reportFailure = (error: unknown, attendee: TCheckInAttendee | null) => {
    const detail = attendee ? describe(attendee) : null;
    if (isOffline(error)) {
      notifyError(t`You are offline: nothing was saved. Check the connection and scan again.`, {
        id: 'check-in-offline',
      });
      report('error', t`No connection`, detail);
      return;
    }
    report('error', error instanceof Error ? error.message : t`Something went wrong. Please try again.`, detail);
    // A 403/409 can mean the list just closed: the page shows why once the list is read again.
    if (isApiError(error) && (error.status === 403 || error.status === 409))
      void queryClient.invalidateQueries({ queryKey: checkInKeys.list(shortId) });
  };

  const withBusy = async (attendeeId: string, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(attendeeId));
    try {
      await work();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(attendeeId);
        return next;
      });
    }
  };

  const submitCheckIn = (attendee: TCheckInAttendee, action: TCheckInAction) =>
    withBusy(attendee.id, async () => {
      const name = attendeeName(attendee);
      try {
        const result = await createCheckIn.mutateAsync({ attendeeId: attendee.id, action });
        const checkIn = result.data.find((item) => item.attendee_id === attendee.id);
        const problem = result.errors[attendee.id];
        if (checkIn)
          patchCachedAttendee(queryClient, shortId, attendee.id, {
            check_in: { short_id: checkIn.short_id, created_at: checkIn.created_at },
            ...(action === 'check-in-and-mark-order-as-paid' && !problem
              ? { status: 'ACTIVE', order_status: 'COMPLETED' }
              : {}),
          });
        if (problem && checkIn) {
          const time = timeText(checkIn.created_at);
          report('error', t`Already checked in at ${time}`, describe(attendee));
        } else if (problem) report('error', problem, describe(attendee));
        else if (action === 'check-in-and-mark-order-as-paid')
          report('success', t`${name} checked in, order marked as paid`, describe(attendee));
        else report('success', t`${name} checked in`, describe(attendee));
      } catch (error) {
        reportFailure(error, attendee);
      }
      void refreshCheckInData(queryClient, shortId);
    });

  /** The Check in button, or a scanned ticket: refused at once when the answer is known, asked when unpaid. */
  const checkIn = (attendee: TCheckInAttendee) => {
    const name = attendeeName(attendee);
    if (attendee.check_in) {
      const time = timeText(attendee.check_in.created_at);
      return report('error', t`Already checked in at ${time}`, describe(attendee));
    }
    if (attendee.status === 'CANCELLED') return report('error', t`${name}'s ticket is cancelled`, describe(attendee));
    if (isAwaitingPayment(attendee)) {
      if (!list.event.allow_orders_awaiting_offline_payment_to_check_in)
        return report(
          'error',
          t`${name} has not paid yet: this event does not allow checking in unpaid tickets`,
          describe(attendee),
        );
      return setUnpaidAttendee(attendee);
    }
    void submitCheckIn(attendee, 'check-in');
  };

  /** The unpaid question's answer; null when staff step back without checking in. */
  const resolveUnpaid = (action: TCheckInAction | null) => {
    const attendee = unpaidAttendee;
    setUnpaidAttendee(null);
    if (!attendee) return;
    if (action) void submitCheckIn(attendee, action);
    else {
      const name = attendeeName(attendee);
      report('warning', t`${name} was not checked in`, describe(attendee));
    }
  };

  const checkOut = (attendee: TCheckInAttendee) => {
    const checkInShortId = attendee.check_in?.short_id;
    if (!checkInShortId) return;
    void withBusy(attendee.id, async () => {
      const name = attendeeName(attendee);
      try {
        await checkOutCall.mutateAsync(checkInShortId);
        patchCachedAttendee(queryClient, shortId, attendee.id, { check_in: null });
        report('success', t`${name} checked out`, describe(attendee));
      } catch (error) {
        reportFailure(error, attendee);
      }
      void refreshCheckInData(queryClient, shortId);
    });
  };

  /**
   * A code from the USB scanner (already filtered to attendee codes) or the camera, always looked up by the server:
   * the door's list holds no ticket codes to match against (decision 137). The same code again within 3 s is dropped.
   */
  const handleScan = async (code: string, source: 'usb' | 'camera') => {
    if (recentScans.current.isDuplicate(code, Date.now())) return;
    if (!isAttendeeCode(code)) return report('error', t`This QR code is not a ticket`, code);
    if (source === 'camera' && soundRef.current) playFeedbackSound('pending');
    if (unpaidAttendee) return report('error', t`Answer the payment question first`, describe(unpaidAttendee));
    let attendee: TCheckInAttendee;
    try {
      attendee = await fetchCheckInAttendee(shortId, code);
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return report('error', t`Ticket not found on this list`, code);
      return reportFailure(error, null);
    }
    checkIn(attendee);
  };

  return { feedback, busyIds, unpaidAttendee, checkIn, checkOut, resolveUnpaid, handleScan };
}
